/**
 * Shapes written once as JSON Schema `pattern` strings: the server's schemas carry them as they are,
 * and `matches` runs them here the way Ajv does (with the u flag).
 */
export const PATTERN = {
  /** Lowercase letters and digits in groups joined by single dashes, e.g. cloud-services. */
  slug: '^[a-z0-9]+(-[a-z0-9]+)*$',
  /** A slug, or empty where the server derives one. */
  slugOrEmpty: '^([a-z0-9]+(-[a-z0-9]+)*)?$',
  userName: '^[A-Za-z0-9._-]+$',
  /** Something besides spaces, e.g. a new password (whose length is ruled apart). */
  notBlank: '\\S',
  /** The e-mailed verification PIN or reset code. */
  oneTimeCode: '^[0-9]{6}$',
  /** ISO 4217 in any case, or empty for the default currency. */
  currencyCodeOrEmpty: '^([A-Za-z]{3})?$',
  /** YYYY-MM-DD, or a full ISO date-time (cut to its date), or empty. */
  isoDateOrEmpty: '^(\\d{4}-\\d{2}-\\d{2}(T[0-9:.]+(Z|[+-][0-9:]+)?)?)?$',
} as const;

export type PatternName = keyof typeof PATTERN;

const compiled = new Map<PatternName, RegExp>();

export function matches(name: PatternName, value: string): boolean {
  let re = compiled.get(name);
  if (!re) {
    re = new RegExp(PATTERN[name], 'u');
    compiled.set(name, re);
  }
  return re.test(value);
}

export const ONE_TIME_CODE_LENGTH = 6;
