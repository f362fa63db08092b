import type { Action, DevToolsEnhancerOptions } from '@reduxjs/toolkit';

export const REDACTED = '<redacted>';

/** Keys whose values are secrets (docs/requirements.md#security): never shown in DevTools or action logs. */
const SECRET_KEYS = new Set(['token', 'password', 'confirmPassword', 'pin']);
/** Upper-case constants such as 'TRY' or 'EMAIL_NOT_VERIFIED': a `code` that is not one may be a reset code. */
const CONSTANT_CODE = /^[A-Z][A-Z0-9_]*$/;

function isSecret(key: string, value: unknown): boolean {
  if (value == null) return false;
  if (SECRET_KEYS.has(key)) return true;
  return key === 'code' && !(typeof value === 'string' && CONSTANT_CODE.test(value));
}

/** A copy of `value` with every secret replaced, at any depth; the input is left untouched. */
export function redactSecrets<T>(value: T): T {
  if (Array.isArray(value)) return value.map((item: unknown) => redactSecrets(item)) as T;
  if (value === null || typeof value !== 'object') return value;
  const out: Record<string, unknown> = {};
  for (const [key, inner] of Object.entries(value as Record<string, unknown>)) {
    out[key] = isSecret(key, inner) ? REDACTED : redactSecrets(inner);
  }
  return out as T;
}

export function actionSanitizer<A extends Action>(action: A): A {
  return redactSecrets(action);
}

/** Only the session holds a secret in state; the rest is passed through untouched for speed. */
export function stateSanitizer<S>(state: S): S {
  const session = (state as { session?: { token?: unknown } } | null)?.session;
  if (!session || session.token == null) return state;
  return { ...state, session: { ...session, token: REDACTED } };
}

export const devToolsOptions: DevToolsEnhancerOptions = {
  name: 'Consultancy portal',
  actionSanitizer,
  stateSanitizer,
};
