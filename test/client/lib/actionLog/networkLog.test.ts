import { http, observeApiCalls } from '@client/api/client';
import { apiClient } from '@client/api/transport';
import { createNetworkLog, NETWORK_LOG_SIZE, pathOnly } from '@client/lib/actionLog/networkLog';
import { installFakeAdapter } from '@test/client/apiAdapter';

describe('network log', () => {
  it('keeps the last 50 calls, oldest first', () => {
    let clock = 0;
    const log = createNetworkLog({ now: () => ++clock });
    for (let i = 1; i <= 60; i++) log.record({ method: 'get', url: `/api/items/${i}`, status: 200 });
    const calls = log.calls();
    expect(NETWORK_LOG_SIZE).toBe(50);
    expect(calls).toHaveLength(50);
    expect(calls[0]).toEqual({ at: 11, method: 'GET', path: '/api/items/11', status: 200 });
    expect(calls.at(-1)?.path).toBe('/api/items/60');
  });

  it('keeps only the path of a URL', () => {
    expect(pathOnly('/api/account/verify?email=a@b.co&pin=123456')).toBe('/api/account/verify');
    expect(pathOnly('https://api.example.com/api/services?token=x#frag')).toBe('/api/services');
    expect(pathOnly('https://api.example.com')).toBe('/');
  });

  describe('fed by the API client', () => {
    let fake: ReturnType<typeof installFakeAdapter>;
    const log = createNetworkLog({ now: () => 5 });

    beforeEach(() => {
      observeApiCalls(log.record);
      fake = installFakeAdapter((config) =>
        config.url?.startsWith('/missing')
          ? { status: 404, data: { message: 'Not found' } }
          : { status: 200, data: { token: 'x' } },
      );
    });

    afterEach(() => {
      fake.restore();
      observeApiCalls(null);
    });

    it('records method, path and status of answered and failed calls, without query or body', async () => {
      await http.post('/account/login?next=/x', { email: 'a@b.co', password: 'Secret123!' });
      await expect(http.get('/missing/1', { params: { code: '123456' } })).rejects.toBeTruthy();
      const calls = log.calls();
      expect(calls).toEqual([
        { at: 5, method: 'POST', path: expect.stringMatching(/\/account\/login$/), status: 200 },
        { at: 5, method: 'GET', path: expect.stringMatching(/\/missing\/1$/), status: 404 },
      ]);
      expect(
        calls[0].path.startsWith(String(apiClient.defaults.baseURL).replace(/^https?:\/\/[^/]+/, '')),
      ).toBe(true);
      const json = JSON.stringify(calls);
      for (const hidden of ['Secret123!', '123456', 'next=', 'token']) expect(json).not.toContain(hidden);
    });

    it('records 0 when no answer came', async () => {
      fake.restore();
      // A write: a read without an answer is tried again first (test/client/services/readRetry.test.ts).
      fake = installFakeAdapter(() => {
        throw Object.assign(new Error('Network Error'), {
          isAxiosError: true,
          config: { method: 'post', url: '/down' },
        });
      });
      await expect(http.post('/down')).rejects.toBeTruthy();
      expect(log.calls().at(-1)).toEqual({
        at: 5,
        method: 'POST',
        path: expect.stringMatching(/\/down$/),
        status: 0,
      });
    });
  });
});
