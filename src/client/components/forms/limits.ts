import { MSG } from '@shared/messages';
import type { Validator } from './validation';

// Client checks that mirror the server's schema limits, so that a form says what is wrong before sending.

export const maxLength =
  (label: string, max: number): Validator =>
  (value) =>
    value.length > max ? `${label} must be at most ${max} characters.` : null;

/** A whole number between min and max; an empty field counts as missing. */
export const integerIn =
  (label: string, min: number, max: number): Validator =>
  (value) => {
    const text = value.trim();
    if (!/^-?\d+$/.test(text)) return `${label} must be a whole number.`;
    const n = Number(text);
    return n < min || n > max ? `${label} must be between ${min} and ${max}.` : null;
  };

/** Empty, an http(s) address, or a path on this site. */
export const urlOrPath: Validator = (value) => {
  const text = value.trim();
  if (text === '' || /^https?:\/\/\S+$/i.test(text) || /^\/(?!\/)\S*$/.test(text)) return null;
  return MSG.invalidUrl;
};

export const slugShape: Validator = (value) =>
  value.trim() === '' || /^[a-z0-9]+(-[a-z0-9]+)*$/.test(value.trim())
    ? null
    : 'Use lowercase letters, digits and single dashes, e.g. cloud-services.';
