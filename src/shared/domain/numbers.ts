/** An inclusive range of whole numbers or amounts. */
export interface Range {
  readonly min: number;
  readonly max: number;
}

export const RANGE = {
  serviceDisplayOrder: { min: 0, max: 100_000 },
  /** A home page figure such as projects completed. */
  homepageFigure: { min: 0, max: 10_000_000 },
  notificationListLimit: { min: 1, max: 100 },
  /** A project request's budget, in its currency. */
  budget: { min: 0, max: 999_999_999_999.99 },
  yearsOfExperience: { min: 0, max: 70 },
  /** A project metric's value or target (a percentage, a count, an amount). */
  metricValue: { min: -1e12, max: 1e12 },
  /** Rows per page of a paged list. */
  pageSize: { min: 1, max: 100 },
} as const satisfies Record<string, Range>;

/**
 * The largest whole number a request may carry where its field names no bound of its own: an id, a
 * page number. It fits the 32-bit integer columns, so no value reaches the database that it cannot
 * hold (docs/requirements.md#validation).
 */
export const WHOLE_NUMBER_MAX = 2_147_483_647;

/** Features (or benefits) a service may list. */
export const SERVICE_ITEMS_MAX = 50;

/** At most two decimals, read from the number itself so that 12.50 and 12.5 are the same amount. */
export const hasBudgetDecimals = (amount: number): boolean => /^\d+(\.\d{1,2})?$/.test(String(amount));

export const inRange = (n: number, range: Range): boolean => n >= range.min && n <= range.max;

// A refused whole number is worded one way, in the server's answers and under the client's fields
// alike (docs/requirements.md#validation): text that is not a whole number is told so, never that it
// is out of range.
export const wholeNumberText = (label: string): string => `${label} must be a whole number.`;
export const betweenText = (label: string, range: Range): string =>
  `${label} must be between ${range.min} and ${range.max}.`;

/** What is wrong with a whole number typed as text (surrounding spaces aside), or null when nothing. */
export function wholeNumberProblem(label: string, text: string, range: Range): string | null {
  const value = text.trim();
  if (!/^-?\d+$/.test(value)) return wholeNumberText(label);
  return inRange(Number(value), range) ? null : betweenText(label, range);
}

/** Rows per page when a paged list is not told otherwise. */
export const DEFAULT_PAGE_SIZE = 20;
