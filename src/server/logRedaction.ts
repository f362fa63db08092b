// Log lines are read by more people, and kept longer, than the data they describe. Whatever a caller
// logs, a value under a secret-looking key never reaches a line, at any depth.

export const CENSOR = '[redacted]';

/** Passwords, tokens, secrets, and the one-time codes: `code`, `pin`, `resetCode`, `verificationCode`… */
const SECRET_KEY = /password|secret|token|^(code|pin|otp)$|(reset|verification|pin|one_?time)_?code$/i;

/** The parts of a mail that carry its codes and links. */
const MAIL_BODY_KEYS = new Set(['text', 'html']);

// Deeper values are cut: a log object is small, and a cycle must not loop.
const MAX_DEPTH = 8;

export interface RedactionOptions {
  /** Also blank mail bodies, wherever a mail is logged (production; see logging.ts). */
  mailBodies: boolean;
}

const isPlainObject = (value: unknown): value is Record<string, unknown> => {
  if (value === null || typeof value !== 'object') return false;
  const proto = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
};

/** A mail is an object logged under `mail`, or one with a subject beside its text. */
const looksLikeMail = (key: string, value: Record<string, unknown>): boolean =>
  key.toLowerCase() === 'mail' || 'subject' in value;

/**
 * A copy of `value` with secrets replaced by the censor. Only plain objects and arrays are walked;
 * errors, requests and replies keep their own serializers.
 */
export function redactSecrets(value: unknown, options: RedactionOptions, key = '', depth = 0): unknown {
  if (Array.isArray(value)) {
    return depth >= MAX_DEPTH ? CENSOR : value.map((item) => redactSecrets(item, options, key, depth + 1));
  }
  if (!isPlainObject(value)) return value;
  if (depth >= MAX_DEPTH) return CENSOR;
  const mail = options.mailBodies && looksLikeMail(key, value);
  const copy: Record<string, unknown> = {};
  for (const [name, inner] of Object.entries(value)) {
    copy[name] =
      SECRET_KEY.test(name) || (mail && MAIL_BODY_KEYS.has(name))
        ? CENSOR
        : redactSecrets(inner, options, name, depth + 1);
  }
  return copy;
}
