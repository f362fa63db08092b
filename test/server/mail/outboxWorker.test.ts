import { enqueueMail, listMail } from '@server/repositories/outbox';
import { retryDelay } from '@server/services/mail/backoff';
import { createOutboxWorker } from '@server/services/mail/outboxWorker';
import type { MailTransport } from '@server/services/mail/transport';
import { iso } from '@server/time';
import { silentLogger, useTestDb } from '@test/server/testDb';
import { failingTransport, heldTransport, recordingTransport } from './transports';

const START = Date.parse('2026-01-01T00:00:00.000Z');
const TUNING = { maxAttempts: 4, baseDelayMs: 1_000, maxDelayMs: 60_000, leaseMs: 30_000, batchSize: 5 };

describe('mail outbox worker', () => {
  const t = useTestDb();
  let clock = START;
  beforeEach(() => {
    clock = START;
  });

  const worker = (transport: MailTransport, owner?: string) =>
    createOutboxWorker({
      db: t.db.db,
      transport,
      log: silentLogger,
      now: () => clock,
      tuning: TUNING,
      owner,
    });
  const queue = (to: string) =>
    enqueueMail(t.db.db, { to, subject: 'Hello', text: 'Body', html: '<p>Body</p>' }, iso(clock));

  it('sends a due mail once and records it as sent', async () => {
    const transport = recordingTransport();
    await queue('a@test.example');
    expect(await worker(transport).runOnce()).toBe(1);
    expect(await worker(transport).runOnce()).toBe(0);
    expect(transport.sent.map((m) => m.to)).toEqual(['a@test.example']);
    const [row] = await listMail(t.db.db);
    expect(row).toMatchObject({ status: 'sent', attempts: 0, lease_owner: null, sent_at: iso(START) });
  });

  it('retries a failing mail with exponential backoff and marks it failed after the last try', async () => {
    const transport = failingTransport('connection refused');
    const w = worker(transport);
    await queue('b@test.example');
    const waits: number[] = [];
    for (let attempt = 1; attempt < TUNING.maxAttempts; attempt += 1) {
      expect(await w.runOnce()).toBe(1);
      const [row] = await listMail(t.db.db);
      expect(row).toMatchObject({ status: 'pending', attempts: attempt, last_error: 'connection refused' });
      const wait = Date.parse(row.next_attempt_at) - clock;
      waits.push(wait);
      // Not tried again before its time…
      clock += wait - 1;
      expect(await w.runOnce()).toBe(0);
      // …and tried once it is due.
      clock += 1;
    }
    expect(waits).toEqual([1_000, 2_000, 4_000]);
    expect(await w.runOnce()).toBe(1);
    const [row] = await listMail(t.db.db);
    expect(row).toMatchObject({
      status: 'failed',
      attempts: TUNING.maxAttempts,
      last_error: 'connection refused',
    });
    clock += 24 * 60 * 60_000;
    expect(await w.runOnce()).toBe(0);
    expect(transport.calls).toBe(TUNING.maxAttempts);
  });

  it('caps the backoff', () => {
    expect([1, 2, 3, 7, 8, 20].map((n) => retryDelay(n, TUNING))).toEqual([
      1_000, 2_000, 4_000, 60_000, 60_000, 60_000,
    ]);
  });

  it('never lets two workers send one row, even while a send is in progress', async () => {
    for (let i = 0; i < 8; i += 1) await queue(`c${i}@test.example`);
    const slow = heldTransport();
    const fast = recordingTransport();
    const first = worker(slow, 'first').runOnce();
    await slow.started;
    // The first worker holds the row it is sending; the second takes all the others.
    const second = await worker(fast, 'second').runOnce();
    slow.release();
    const firstCount = await first;
    const sent = [...slow.sent, ...fast.sent].map((m) => m.to).sort();
    expect(sent).toEqual([...Array(8).keys()].map((i) => `c${i}@test.example`).sort());
    expect(firstCount + second).toBe(8);
    expect((await listMail(t.db.db)).every((r) => r.status === 'sent')).toBe(true);
  });

  it('lets two workers racing over the same rows send each exactly once', async () => {
    for (let i = 0; i < 12; i += 1) await queue(`d${i}@test.example`);
    const a = recordingTransport();
    const b = recordingTransport();
    await Promise.all([worker(a, 'a').runOnce(), worker(b, 'b').runOnce()]);
    const sent = [...a.sent, ...b.sent].map((m) => m.to);
    expect(sent.sort()).toEqual([...Array(12).keys()].map((i) => `d${i}@test.example`).sort());
  });

  it('takes a row back from a worker whose lease ran out (a crashed process)', async () => {
    await queue('e@test.example');
    const stuck = heldTransport();
    void worker(stuck, 'crashed').runOnce();
    await stuck.started;
    const rescue = recordingTransport();
    expect(await worker(rescue, 'rescuer').runOnce()).toBe(0);
    clock += TUNING.leaseMs;
    expect(await worker(rescue, 'rescuer').runOnce()).toBe(1);
    expect(rescue.sent).toHaveLength(1);
    // The crashed worker's late outcome no longer touches the row it lost.
    stuck.release();
    await new Promise((resolve) => setImmediate(resolve));
    const [row] = await listMail(t.db.db);
    expect(row).toMatchObject({ status: 'sent', lease_owner: null });
  });

  /** A logger that keeps what the worker warns and errs about. */
  const recordingLog = () => {
    const lines: Array<[string, Record<string, unknown>, string]> = [];
    const log = {
      ...silentLogger,
      warn: (fields: Record<string, unknown>, message: string) => void lines.push(['warn', fields, message]),
      error: (fields: Record<string, unknown>, message: string) =>
        void lines.push(['error', fields, message]),
    } as unknown as typeof silentLogger;
    return { log, lines };
  };

  it('warns of a try that will be repeated, errs on the last, and says nothing of a sent mail', async () => {
    const { log, lines } = recordingLog();
    const transport = failingTransport('connection refused');
    const w = createOutboxWorker({
      db: t.db.db,
      transport,
      log,
      now: () => clock,
      tuning: { ...TUNING, maxAttempts: 2 },
    });
    await queue('g@test.example');
    const [{ id }] = await listMail(t.db.db);
    await w.runOnce();
    clock += 60_000;
    await w.runOnce();
    expect(lines.map(([level, fields, message]) => [level, fields.mailId, fields.attempts, message])).toEqual(
      [
        ['warn', id, 1, 'mail delivery failed; will retry'],
        ['error', id, 2, 'mail delivery failed for good'],
      ],
    );
    expect(lines.map(([, fields]) => (fields.err as Error).message)).toEqual([
      'connection refused',
      'connection refused',
    ]);

    lines.length = 0;
    await queue('h@test.example');
    const sent = createOutboxWorker({ db: t.db.db, transport: recordingTransport(), log, now: () => clock });
    expect(await sent.runOnce()).toBe(1);
    expect(lines).toEqual([]);
  });

  it('keeps the first 500 characters of an error, and names a refusal that gives no reason', async () => {
    await queue('long@test.example');
    await worker(failingTransport('x'.repeat(600))).runOnce();
    expect((await listMail(t.db.db))[0].last_error).toBe('x'.repeat(500));

    await queue('silent@test.example');
    const silent: MailTransport = {
      send: () => Promise.reject(undefined),
      close: () => undefined,
    };
    clock += 60 * 60_000;
    await worker(silent).runOnce();
    const row = (await listMail(t.db.db)).find((r) => r.to === 'silent@test.example');
    expect(row?.last_error).toBe('mail not accepted');
  });

  it('sends at most ten batches in one round, and the rest in the next', async () => {
    for (let i = 0; i < 53; i += 1) await queue(`k${i}@test.example`);
    const transport = recordingTransport();
    const w = worker(transport);
    expect(await w.runOnce()).toBe(10 * TUNING.batchSize);
    expect(await w.runOnce()).toBe(3);
    expect(transport.sent).toHaveLength(53);
  });

  it('sends soon after a wake, without waiting for its next poll', async () => {
    const transport = heldTransport();
    transport.release();
    const w = worker(transport);
    await queue('w@test.example');
    w.wake();
    w.wake();
    await transport.started;
    await w.stop();
    expect(transport.sent.map((m) => m.to)).toEqual(['w@test.example']);
  });

  it('polls from its start, every pollMs, until stopped', async () => {
    const transport = recordingTransport();
    const w = createOutboxWorker({
      db: t.db.db,
      transport,
      log: silentLogger,
      now: () => clock,
      tuning: { ...TUNING, pollMs: 10 },
    });
    await queue('p1@test.example');
    w.start();
    w.start();
    const sentBy = async (count: number) => {
      for (let i = 0; i < 200 && transport.sent.length < count; i += 1) {
        await new Promise((resolve) => setTimeout(resolve, 5));
      }
      return transport.sent.length;
    };
    expect(await sentBy(1)).toBe(1);
    // Queued after the first round: only a later poll can send it.
    await queue('p2@test.example');
    expect(await sentBy(2)).toBe(2);
    await w.stop();
    await queue('p3@test.example');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(transport.sent.map((m) => m.to)).toEqual(['p1@test.example', 'p2@test.example']);
  });

  it('stops cleanly: no more rounds after stop', async () => {
    const transport = recordingTransport();
    const w = worker(transport);
    w.start();
    await w.stop();
    await queue('f@test.example');
    w.wake();
    expect(await w.runOnce()).toBe(0);
    expect(transport.sent).toHaveLength(0);
  });

  it('sends nothing more of a round once stopped in the middle of it', async () => {
    for (const to of ['m1@test.example', 'm2@test.example', 'm3@test.example']) await queue(to);
    const transport = heldTransport();
    const w = worker(transport);
    const round = w.runOnce();
    await transport.started;
    const stopping = w.stop();
    transport.release();
    expect(await round).toBe(1);
    await stopping;
    expect(transport.sent.map((m) => m.to)).toEqual(['m1@test.example']);
    expect((await listMail(t.db.db)).map((m) => m.status)).toEqual(['sent', 'pending', 'pending']);
  });

  it('logs a round that fails, and goes on polling', async () => {
    const errors: unknown[][] = [];
    const log = { ...silentLogger, error: (...args: unknown[]) => void errors.push(args) };
    let broken = true;
    // A database that fails while "broken" is set, as one whose connection dropped.
    const db = new Proxy(t.db.db, {
      get(target, key) {
        if (broken && key === 'selectFrom') throw new Error('connection lost');
        const value = Reflect.get(target, key);
        return typeof value === 'function' ? value.bind(target) : value;
      },
    });
    const transport = recordingTransport();
    const w = createOutboxWorker({
      db,
      transport,
      log: log as typeof silentLogger,
      now: () => clock,
      tuning: { ...TUNING, pollMs: 10 },
    });
    await queue('after@test.example');
    w.start();
    for (let i = 0; i < 200 && errors.length === 0; i += 1) await new Promise((r) => setTimeout(r, 5));
    expect(errors[0]).toEqual([
      { err: expect.objectContaining({ message: 'connection lost' }) },
      'mail outbox round failed',
    ]);
    broken = false;
    for (let i = 0; i < 200 && transport.sent.length === 0; i += 1)
      await new Promise((r) => setTimeout(r, 5));
    await w.stop();
    expect(transport.sent.map((m) => m.to)).toEqual(['after@test.example']);
  });
});
