import { hasBudgetDecimals, RANGE, wholeNumberProblem, type Range } from '@shared/domain/numbers';
import { matches } from '@shared/domain/patterns';
import { textLength, type Length } from '@shared/domain/text';
import { isSafeUrl } from '@shared/domain/urls';
import { MSG } from '@shared/messages';
import type { Validator } from './validation';

// The server's limits and rules, from the same shared definitions, so that a form says what is wrong
// before sending and refuses nothing the server would take.

/**
 * The text's length as it is sent: forms send text fields trimmed. An empty field passes; `required`
 * says that it is missing.
 */
export const withinLength =
  (label: string, length: Length): Validator =>
  (value) => {
    const n = textLength(value.trim());
    if (n === 0) return null;
    if (n < length.min) return `${label} must be at least ${length.min} characters.`;
    return n > length.max ? `${label} must be at most ${length.max} characters.` : null;
  };

/** A whole number in the range; an empty field counts as missing. */
export const integerIn =
  (label: string, range: Range): Validator =>
  (value) =>
    wholeNumberProblem(label, value, range);

/** Empty, an http(s) address, or a path on this site. */
export const urlOrPath: Validator = (value) => (isSafeUrl(value) ? null : MSG.invalidUrl);

export const slugShape: Validator = (value) =>
  value.trim() === '' || matches('slug', value.trim())
    ? null
    : 'Use lowercase letters, digits and single dashes, e.g. cloud-services.';

/** An optional amount, sent as the number the text reads as. */
export const budgetAmount: Validator = (value) => {
  const text = value.trim();
  if (text === '') return null;
  const n = Number(text);
  if (!Number.isFinite(n) || n < RANGE.budget.min) return 'Budget must be a number of 0 or more.';
  if (n > RANGE.budget.max) return 'Budget is too large.';
  return hasBudgetDecimals(n) ? null : 'Budget may have at most 2 decimals.';
};
