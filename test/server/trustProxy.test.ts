import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadConfig } from '@server/config';
import { buildTestApp, type TestApp } from '@test/server/testApp';

// Behind a proxy, X-Forwarded-For is "client-chosen, …, what the proxy saw". Only the entries added
// by trusted hops may count, or a client picks its own address and escapes every per-address limit.

function trustProxyFrom(value: string) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'srv-proxy-'));
  try {
    return loadConfig({ TRUST_PROXY: value }, { dataDir, jwtSecret: 'unused-secret' }).trustProxy;
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const PROXY_SAW = '203.0.113.9';
const forwarded = (leftMost: string, rightMost = PROXY_SAW) => ({
  'x-forwarded-for': `${leftMost}, ${rightMost}`,
});

describe('TRUST_PROXY', () => {
  it.each([
    ['true', 1],
    ['TRUE', 1],
    ['1', 1],
    ['2', 2],
    ['false', false],
    ['', false],
    ['0', false],
    ['10.0.0.1', ['10.0.0.1']],
    ['10.0.0.0/8, 192.168.1.1 ,::1', ['10.0.0.0/8', '192.168.1.1', '::1']],
  ])('reads %j as %j', (value, expected) => {
    expect(trustProxyFrom(value)).toEqual(expected);
  });

  it.each(['yes', '-1', '1.5', '10.0.0.0/33', 'proxy.example'])('refuses %j', (value) => {
    expect(() => trustProxyFrom(value)).toThrow(/TRUST_PROXY/);
  });

  describe('with TRUST_PROXY=true', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await buildTestApp({ trustProxy: trustProxyFrom('true'), accountRateLimit: 30 });
    });
    afterAll(() => t.close());

    it('does not let a varied left-most X-Forwarded-For entry escape the account rate limit', async () => {
      const statuses: number[] = [];
      for (let i = 0; i < 40; i += 1) {
        const res = await t.app.inject({
          method: 'POST',
          url: '/api/Account/Account/ForgotPassword',
          payload: { email: 'nobody-proxy@example.com' },
          headers: forwarded(`198.51.100.${i + 1}`),
        });
        statuses.push(res.statusCode);
      }
      expect(statuses.filter((s) => s === 429)).toHaveLength(10);
    });
  });

  describe('with a hop count of 1', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await buildTestApp({ trustProxy: trustProxyFrom('1') }, (app) => {
        app.get('/whoami', async (request) => ({ ip: request.ip }));
      });
    });
    afterAll(() => t.close());

    it('takes the right-most entry, the one the proxy added', async () => {
      const res = await t.app.inject({ method: 'GET', url: '/whoami', headers: forwarded('6.6.6.6') });
      expect(res.json()).toEqual({ ip: PROXY_SAW });
    });
  });

  describe('unset', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await buildTestApp({ trustProxy: trustProxyFrom('') }, (app) => {
        app.get('/whoami', async (request) => ({ ip: request.ip }));
      });
    });
    afterAll(() => t.close());

    it('ignores X-Forwarded-For and uses the socket address', async () => {
      const res = await t.app.inject({
        method: 'GET',
        url: '/whoami',
        headers: forwarded('6.6.6.6'),
        remoteAddress: '192.0.2.7',
      });
      expect(res.json()).toEqual({ ip: '192.0.2.7' });
    });
  });
});
