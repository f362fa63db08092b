import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@shared/constants';
import { MSG } from '@shared/messages';

/** A validator answers null when the value is fine, else the text to show under the field. */
export type Validator = (value: string, all: Record<string, string>) => string | null;

export const required =
  (label: string): Validator =>
  (value) =>
    value.trim() === '' ? `${label} is required.` : null;

// Only the shape; the server decides what it accepts.
const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const emailShape: Validator = (value) =>
  value.trim() === '' || EMAIL_SHAPE.test(value.trim()) ? null : MSG.invalidEmail;

export const passwordLength: Validator = (value) =>
  value.length >= PASSWORD_MIN_LENGTH && value.length <= PASSWORD_MAX_LENGTH ? null : MSG.passwordLength;

export const sameAs =
  (other: string): Validator =>
  (value, all) =>
    value === all[other] ? null : MSG.passwordsDiffer;

export const sixDigits =
  (label: string): Validator =>
  (value) =>
    /^[0-9]{6}$/.test(value.trim()) ? null : `${label} must be 6 digits.`;

export const userNameShape: Validator = (value) => {
  if (value === '') return null;
  if (!/^[A-Za-z0-9._-]+$/.test(value)) return MSG.invalidUserName;
  return value.length >= 3 && value.length <= 50 ? null : 'User name must be 3 to 50 characters.';
};
