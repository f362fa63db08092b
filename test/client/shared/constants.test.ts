import {
  AUTH_RECHECK_INTERVAL_MS,
  CACHE_DEFAULT_TTL_MS,
  CURRENCY_LIST_TTL_MS,
  SESSION_EXPIRY_MARGIN_MS,
  SESSION_LIFETIME_MS,
} from '@shared/constants';

// The values of docs/requirements.md#constants as the document writes them. Tests of the behaviour use
// these literals too; this table catches a constant that no client behaviour reaches (the session
// lifetime is set by the server when it issues the token).
describe('session and cache constants', () => {
  it.each([
    ['the session lifetime (24 h)', SESSION_LIFETIME_MS, 86_400_000],
    ['the expiry margin', SESSION_EXPIRY_MARGIN_MS, 300_000],
    ['the session re-check (every 5 min)', AUTH_RECHECK_INTERVAL_MS, 300_000],
    ['the cache lifetime', CACHE_DEFAULT_TTL_MS, 300_000],
    ['the currency list lifetime', CURRENCY_LIST_TTL_MS, 86_400_000],
  ])('keep %s as the requirements give it', (_name, value, required) => {
    expect(value).toBe(required);
  });
});
