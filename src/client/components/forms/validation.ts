import { EMAIL_LENGTH, isEmailAddress } from '@shared/domain/email';
import { FIELD } from '@shared/domain/fields';
import { isPasswordLength } from '@shared/domain/password';
import { matches, ONE_TIME_CODE_LENGTH } from '@shared/domain/patterns';
import { fitsLength } from '@shared/domain/text';
import { MSG } from '@shared/messages';

/** A validator answers null when the value is fine, else the text to show under the field. */
export type Validator = (value: string, all: Record<string, string>) => string | null;

/** Something must be given; `message` is the text under the field when it is left empty. */
export const filled =
  (message: string): Validator =>
  (value) =>
    value.trim() === '' ? message : null;

export const required = (label: string): Validator => filled(`${label} is required.`);

/** A number, when anything is given. */
export const numeric =
  (message: string): Validator =>
  (value) =>
    value.trim() === '' || Number.isFinite(Number(value)) ? null : message;

// Forms send addresses trimmed, so the trimmed text is what the server's rule must accept.
export const emailShape: Validator = (value) => {
  const text = value.trim();
  return text === '' || (isEmailAddress(text) && fitsLength(text, EMAIL_LENGTH)) ? null : MSG.invalidEmail;
};

// Passwords are sent as typed: surrounding spaces count.
export const passwordLength: Validator = (value) => (isPasswordLength(value) ? null : MSG.passwordLength);

export const sameAs =
  (other: string): Validator =>
  (value, all) =>
    value === all[other] ? null : MSG.passwordsDiffer;

export const sixDigits =
  (label: string): Validator =>
  (value) =>
    matches('oneTimeCode', value.trim()) ? null : `${label} must be ${ONE_TIME_CODE_LENGTH} digits.`;

const USER_NAME = FIELD.account.userName;

// Forms send the user name trimmed.
export const userNameShape: Validator = (value) => {
  const text = value.trim();
  if (text === '') return null;
  if (!matches('userName', text)) return MSG.invalidUserName;
  return fitsLength(text, USER_NAME)
    ? null
    : `User name must be ${USER_NAME.min} to ${USER_NAME.max} characters.`;
};
