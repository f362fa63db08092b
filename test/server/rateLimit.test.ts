import { MSG } from '@shared/messages';
import { buildTestApp, type TestApp } from '@test/server/testApp';

describe('account rate limit', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ accountRateLimit: 3 });
  });
  afterAll(() => t.close());

  it('answers 429 once an IP has used up its account calls, across all account routes', async () => {
    const calls = [
      { url: '/api/Account/login', payload: { email: 'a@example.com', password: 'x' } },
      { url: '/api/Account/Account/ForgotPassword', payload: { email: 'a@example.com' } },
      { url: '/api/Account/ResendVerificationPin', payload: { email: 'a@example.com' } },
    ];
    for (const call of calls) {
      const res = await t.app.inject({ method: 'POST', ...call });
      expect(res.statusCode).not.toBe(429);
    }
    const res = await t.app.inject({ method: 'POST', ...calls[0] });
    expect(res.statusCode).toBe(429);
    expect(res.json()).toEqual({ message: MSG.tooManyRequests });
    expect(res.headers['retry-after']).toBeDefined();

    const other = await t.app.inject({
      method: 'POST',
      ...calls[1],
      remoteAddress: '10.1.2.3',
    });
    expect(other.statusCode).toBe(200);
  });

  it('leaves the other routes alone', async () => {
    for (let i = 0; i < 5; i += 1) {
      expect((await t.app.inject({ method: 'GET', url: '/api/sitesettings' })).statusCode).toBe(200);
    }
  });
});
