import { fitsLength, type Length } from './text';

/** Any characters, spaces included; a new password must also hold more than spaces (PATTERN.notBlank). */
export const PASSWORD_LENGTH: Length = { min: 8, max: 128 };

export const isPasswordLength = (value: string): boolean => fitsLength(value, PASSWORD_LENGTH);
