import { Writable } from 'node:stream';
import { buildApp } from '@server/app';
import { loadConfig } from '@server/config';
import { readableLine, readableStream } from '@server/readableLog';

// Outside production the server's log is one readable line per request and event (README.md, "Logs").

describe('the readable log', () => {
  const at = Date.UTC(2026, 10, 29, 17, 5, 9, 42);

  it('writes a request as time, level, method, path, status and duration', () => {
    const json = JSON.stringify({
      level: 30,
      time: at,
      pid: 1,
      hostname: 'vm',
      reqId: 'req-1',
      req: { method: 'GET', url: '/api/projects?page=2', remoteAddress: '127.0.0.1' },
      res: { statusCode: 200 },
      responseTime: 3.456,
      msg: 'request completed',
    });
    expect(readableLine(json)).toBe('17:05:09.042 INFO  GET /api/projects?page=2 200 3.5 ms');
  });

  it('writes any other event as its message and its own fields, with an error and its stack', () => {
    expect(readableLine(JSON.stringify({ level: 40, time: at, msg: 'mail deferred', attempts: 3 }))).toBe(
      '17:05:09.042 WARN  mail deferred attempts=3',
    );
    const err = { message: 'boom', stack: 'Error: boom\n    at main (src/server/server.ts:7:3)' };
    expect(readableLine(JSON.stringify({ level: 50, time: at, msg: 'failed', err }))).toBe(
      '17:05:09.042 ERROR failed boom\nError: boom\n    at main (src/server/server.ts:7:3)',
    );
    expect(readableLine('not json')).toBe('not json');
  });

  it('is what a server outside production writes for its requests', async () => {
    const lines: string[] = [];
    const out = new Writable({
      write(chunk: Buffer, _enc, done) {
        lines.push(...chunk.toString().split('\n').filter(Boolean));
        done();
      },
    });
    const config = loadConfig(
      { NODE_ENV: 'development', LOG_LEVEL: 'info', DATABASE_URL: '' },
      {
        database: { kind: 'sqlite', file: ':memory:' },
        logStream: readableStream(out),
        seedDemo: false,
      },
    );
    const app = await buildApp(config);
    try {
      await app.inject({ method: 'GET', url: '/api/health' });
      expect(
        lines.some((l) => /^\d\d:\d\d:\d\d\.\d{3} INFO {2}GET \/api\/health 200 \d+\.\d ms$/.test(l)),
      ).toBe(true);
    } finally {
      await app.close();
    }
  });
});
