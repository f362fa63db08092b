import type { LoginResponse } from '@shared/contracts/account';
import type { SessionUser } from '@client/features/authentication/sessionModel';
import type { SagaContext } from '@client/lib/sagaContext';
import { installFakeAdapter } from './apiAdapter';

export const NOW = Date.parse('2025-01-15T12:00:00.000Z');
const HOUR = 60 * 60 * 1000;

const base64Url = (value: object) =>
  Buffer.from(JSON.stringify(value))
    .toString('base64')
    .replace(/=+$/, '')
    .replace(/\+/g, '-')
    .replace(/\//g, '_');

/** An unsigned JWT: the client only decodes it. `exp` in ms since epoch, or omitted. */
export function makeJwt(expMs?: number, extra: Record<string, unknown> = {}): string {
  const payload = expMs === undefined ? extra : { ...extra, exp: Math.floor(expMs / 1000) };
  return `${base64Url({ alg: 'HS256', typ: 'JWT' })}.${base64Url(payload)}.signature`;
}

export function makeUser(overrides: Partial<SessionUser> = {}): SessionUser {
  return {
    id: 7,
    roleId: 3,
    roles: ['Customer'],
    userName: 'ayse',
    email: 'ayse@example.com',
    name: 'Ayşe',
    surname: 'Yılmaz',
    phoneNumber: '',
    photo: '',
    isConsultant: false,
    ...overrides,
  };
}

/** A login answer valid for 24 h from `now`. */
export function makeLoginResponse(now = NOW, user: Partial<SessionUser> = {}): LoginResponse {
  const exp = now + 24 * HOUR;
  return { token: makeJwt(exp, { sub: '7' }), expiration: new Date(exp).toISOString(), user: makeUser(user) };
}

/** The stored part of a session whose token and expiration end `msLeft` after `now`. */
export function storedSession(msLeft: number, now = NOW, user: Partial<SessionUser> = {}) {
  const exp = now + msLeft;
  return { token: makeJwt(exp), expiration: new Date(exp).toISOString(), user: makeUser(user) };
}

/**
 * Store options whose sagas run against an API that never answers, so that a view can be seen while
 * its request is in flight. `restore` gives the API client its own adapter back.
 */
export function requestsInFlight() {
  const fake = installFakeAdapter(() => new Promise<never>(() => undefined));
  const context: Partial<SagaContext> = { navigate: jest.fn(), getLocation: () => '/', now: () => NOW };
  return { storeOptions: { runSagas: true, context }, restore: fake.restore };
}
