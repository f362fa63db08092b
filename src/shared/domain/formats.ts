import { isColour, isPhoneNumber } from './contact';
import { isEmailAddress } from './email';
import { isSafeUrl } from './urls';

/** Names of the string formats whose rule lives here; the server's validator registers each one. */
export const FORMAT = {
  email: 'email',
  /** Optional fields: empty, or a value of the shape. */
  emailOrEmpty: 'email-or-empty',
  phoneOrEmpty: 'phone-or-empty',
  colourOrEmpty: 'colour-or-empty',
  safeUrl: 'safe-url',
} as const;

type FormatName = (typeof FORMAT)[keyof typeof FORMAT];

/**
 * The check behind each format. `email` replaces the validator's built-in one, so that a schema's
 * `format: 'email'` and the client's e-mail check are the same function.
 */
export const FORMAT_CHECKS: Record<FormatName, (value: string) => boolean> = {
  [FORMAT.email]: isEmailAddress,
  [FORMAT.emailOrEmpty]: (value) => value === '' || isEmailAddress(value),
  // Stored trimmed, so surrounding spaces do not count against the shape.
  [FORMAT.phoneOrEmpty]: (value) => value.trim() === '' || isPhoneNumber(value.trim()),
  [FORMAT.colourOrEmpty]: (value) => value.trim() === '' || isColour(value.trim()),
  [FORMAT.safeUrl]: isSafeUrl,
};
