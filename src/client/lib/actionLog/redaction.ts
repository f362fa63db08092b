import type { Action } from '@reduxjs/toolkit';

/**
 * The one redaction of secrets (docs/requirements.md#security): Redux DevTools and the recorded action
 * log both use it, so neither ever holds a token, password, PIN or reset code.
 */
export const REDACTED = '<redacted>';

/** Keys whose values are secrets, lower-cased: the account contracts' fields and their relatives. */
const SECRET_KEYS = new Set([
  'token',
  'password',
  'confirmpassword',
  'newpassword',
  'currentpassword',
  'oldpassword',
  'pin',
  'authorization',
]);
/** Any other `…Password` or `…Token` (accessToken, confirmNewPassword) is a secret too. */
const SECRET_SUFFIX = /(password|token)$/;
/** Upper-case constants such as 'TRY' or 'EMAIL_NOT_VERIFIED': a `code` that is not one may be a reset code. */
const CONSTANT_CODE = /^[A-Z][A-Z0-9_]*$/;

function isSecret(key: string, value: unknown): boolean {
  if (value == null) return false;
  const lower = key.toLowerCase();
  if (SECRET_KEYS.has(lower) || SECRET_SUFFIX.test(lower)) return true;
  return lower === 'code' && !(typeof value === 'string' && CONSTANT_CODE.test(value));
}

/**
 * `value` with every secret replaced, at any depth; the input is left untouched. Parts without a
 * secret are returned as they are (not copied), so a state without secrets keeps its references.
 */
export function redactSecrets<T>(value: T): T {
  if (value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) {
    let changed = false;
    const items = value.map((item: unknown) => {
      const next = redactSecrets(item);
      if (next !== item) changed = true;
      return next;
    });
    return (changed ? items : value) as T;
  }
  let out: Record<string, unknown> | null = null;
  const entries = Object.entries(value as Record<string, unknown>);
  for (const [key, inner] of entries) {
    const next = isSecret(key, inner) ? REDACTED : redactSecrets(inner);
    if (next !== inner && !out) out = { ...(value as Record<string, unknown>) };
    if (out) out[key] = next;
  }
  return (out ?? value) as T;
}

/**
 * A page address as the log keeps it: the path, and the query with every secret's value replaced
 * (`/reset-password?email=a@b.c&code=123456` keeps the e-mail, not the code). The fragment is dropped.
 */
export function redactPageAddress(pathname: string, search = ''): string {
  const query = new URLSearchParams(search);
  const kept = new URLSearchParams();
  for (const [key, value] of query) kept.append(key, isSecret(key, value) ? REDACTED : value);
  const text = kept.toString();
  return text ? `${pathname}?${text}` : pathname;
}

export function actionSanitizer<A extends Action>(action: A): A {
  return redactSecrets(action);
}

/** The same rules for state as for actions; slices without a secret pass through uncopied. */
export function stateSanitizer<S>(state: S): S {
  return redactSecrets(state);
}
