import { redactUrl } from '@server/logging';
import { bearer, buildTestApp, type TestApp } from '@test/server/testApp';

describe('logging', () => {
  let t: TestApp;
  const lines: string[] = [];
  beforeAll(async () => {
    t = await buildTestApp({ logLevel: 'info', logStream: { write: (line) => lines.push(line) } });
  });
  afterAll(() => t.close());

  it('never writes passwords, tokens or the authorization header', async () => {
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/Account/login',
      payload: { email: 'admin@example.com', password: 'Admin123!' },
    });
    const { token } = login.json();
    await t.app.inject({
      method: 'GET',
      url: `/api/Manage/profile?access_token=${token}`,
      headers: bearer(token),
    });
    await t.app.inject({
      method: 'POST',
      url: '/api/Account/login',
      payload: { email: 'x@example.com', password: 'Wrong-Secret-1' },
    });
    const log = lines.join('');
    expect(lines.length).toBeGreaterThan(0);
    expect(log).toContain('/api/Manage/profile?access_token=[redacted]');
    expect(log).not.toContain(token);
    expect(log).not.toContain(token.split('.')[2]);
    expect(log).not.toContain('Admin123!');
    expect(log).not.toContain('Wrong-Secret-1');
  });

  it('keeps the outbox mail in the log, so a local install can read its PINs', async () => {
    const user = await t.createUser();
    await t.app.inject({
      method: 'POST',
      url: '/api/Account/ForgotPassword',
      payload: { email: user.email },
    });
    const code = await t.lastCode(user.email);
    // The outbox worker writes the line when it delivers the queued mail, just after the answer.
    await t.app.mailer.worker.runOnce();
    const entry = lines.map((l) => JSON.parse(l)).find((l) => l.msg === 'mail stored in outbox');
    expect(entry.mail.to).toBe(user.email);
    expect(entry.mail.text).toContain(code);
  });

  it('redacts secret keys at any depth outside production too', () => {
    t.app.log.info({ a: { b: { c: { resetCode: 'R-SECRET', verificationCode: 'V-SECRET' } } } }, 'nested');
    const line = lines.find((l) => l.includes('"msg":"nested"')) ?? '';
    expect(line).toContain('"resetCode":"[redacted]"');
    expect(line).not.toMatch(/R-SECRET|V-SECRET/);
  });

  it('redacts token-like query parameters', () => {
    expect(redactUrl('/hubs/notification?id=1&access_token=abc.def&x=2')).toBe(
      '/hubs/notification?id=1&access_token=[redacted]&x=2',
    );
    expect(redactUrl('/reset?code=123456')).toBe('/reset?code=[redacted]');
  });

  it('writes one line per answered request, with its method, address, status and time', async () => {
    const from = lines.length;
    await t.app.inject({ method: 'GET', url: '/api/health?probe=one-line' });
    const mine = lines
      .slice(from)
      .map((l) => JSON.parse(l))
      .filter((l) => String(l.req?.url ?? '').includes('probe=one-line'));
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({
      msg: 'request completed',
      req: { method: 'GET', url: '/api/health?probe=one-line' },
      res: { statusCode: 200 },
    });
    expect(typeof mine[0].responseTime).toBe('number');
  });
});

describe('request logging below info', () => {
  it('writes nothing for an answered request', async () => {
    const lines: string[] = [];
    const t = await buildTestApp({ logLevel: 'warn', logStream: { write: (line) => lines.push(line) } });
    try {
      const from = lines.length;
      await t.app.inject({ method: 'GET', url: '/api/health' });
      await t.app.inject({ method: 'GET', url: '/api/does-not-exist' });
      expect(lines.slice(from)).toEqual([]);
    } finally {
      await t.close();
    }
  });
});
