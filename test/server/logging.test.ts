import pino from 'pino';
import { loggerOptions, redactUrl, requestLoggerFactory } from '@server/logging';
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

  it('redacts a PIN logged as pinCode, at the top and at any depth', () => {
    t.app.log.info(
      { pinCode: 'PIN-TOP', body: { pinCode: 'PIN-BODY', change: { pinCode: 'PIN-DEEP' } } },
      'pin codes',
    );
    const line = lines.find((l) => l.includes('"msg":"pin codes"')) ?? '';
    expect(JSON.parse(line)).toMatchObject({
      pinCode: '[redacted]',
      body: { pinCode: '[redacted]', change: { pinCode: '[redacted]' } },
    });
    expect(line).not.toMatch(/PIN-TOP|PIN-BODY|PIN-DEEP/);
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
    expect(mine[0].reqId).toEqual(expect.any(String));
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

describe("a request's logger", () => {
  const logger = (level: string) => {
    const lines: string[] = [];
    const { stream, ...options } = loggerOptions(level, {
      write: (line) => lines.push(line),
    }) as pino.LoggerOptions & {
      stream: pino.DestinationStream;
    };
    const root = pino(options, stream);
    const child = jest.spyOn(root, 'child');
    const log = requestLoggerFactory.call(null as never, root, { reqId: 'req-7' }, {}, null as never);
    return { lines, child, log };
  };

  it('makes no child logger for lines below the level, and writes the others with the request id', () => {
    const { lines, child, log } = logger('warn');
    log.info('not written');
    log.debug({ password: 'x' }, 'not written either');
    expect(child).not.toHaveBeenCalled();
    expect(lines).toEqual([]);
    log.error({ err: new Error('boom'), password: 'Secret-1' }, 'request failed');
    expect(child).toHaveBeenCalledTimes(1);
    expect(lines).toHaveLength(1);
    expect(JSON.parse(lines[0])).toMatchObject({ reqId: 'req-7', msg: 'request failed', level: 50 });
    expect(lines[0]).not.toContain('Secret-1');
    log.warn('again');
    expect(child).toHaveBeenCalledTimes(1);
    expect(lines.map((l) => JSON.parse(l).reqId)).toEqual(['req-7', 'req-7']);
  });

  it('follows the level of the server', () => {
    const { lines, log } = logger('info');
    expect(log.level).toBe('info');
    log.info('written');
    expect(JSON.parse(lines[0])).toMatchObject({ reqId: 'req-7', msg: 'written' });
  });
});
