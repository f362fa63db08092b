import type { Length } from './text';

export const EMAIL_LENGTH: Length = { min: 3, max: 254 };

// A dot-atom local part (RFC 5322) at a host name of two or more labels (RFC 1123); no quoted
// local parts, IP literals or international names.
const ATOM = "[a-z0-9!#$%&'*+/=?^_`{|}~-]+";
const LABEL = '[a-z0-9](?:[a-z0-9-]*[a-z0-9])?';
const EMAIL = new RegExp(`^${ATOM}(?:\\.${ATOM})*@(?:${LABEL}\\.)+${LABEL}$`, 'i');

/** The e-mail shape both sides accept; the value is checked as given, untrimmed. */
export const isEmailAddress = (value: string): boolean => EMAIL.test(value);
