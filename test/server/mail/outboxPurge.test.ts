import { loadConfig } from '@server/config';
import { enqueueMail, listMail } from '@server/repositories/outbox';
import { DEFAULT_OUTBOX_TUNING, type OutboxTuning } from '@server/services/mail/backoff';
import { createOutboxWorker } from '@server/services/mail/outboxWorker';
import type { MailTransport } from '@server/services/mail/transport';
import { iso } from '@server/time';
import { silentLogger, useTestDb } from '@test/server/testDb';
import { failingTransport, recordingTransport } from './transports';

const START = Date.parse('2026-01-01T00:00:00.000Z');
const DAY = 24 * 60 * 60_000;

// The outbox kept every mail's text, reset codes and PINs included, forever.
describe('mail outbox purge', () => {
  const t = useTestDb();
  let clock = START;
  beforeEach(() => {
    clock = START;
  });

  // The production defaults, except fewer tries so that a row fails quickly.
  const worker = (transport: MailTransport, tuning: Partial<OutboxTuning> = {}) =>
    createOutboxWorker({
      db: t.db.db,
      transport,
      log: silentLogger,
      now: () => clock,
      tuning: { maxAttempts: 1, ...tuning },
    });
  const queue = (to: string) =>
    enqueueMail(
      t.db.db,
      { to, subject: 'Code', text: 'Your code is 123456', html: '<b>123456</b>' },
      iso(clock),
    );
  const rows = () => listMail(t.db.db);

  it('blanks the text of a mail as soon as it is sent, and deletes the row after the retention time', async () => {
    const w = worker(recordingTransport());
    await queue('sent@test.example');
    expect(await w.runOnce()).toBe(1);
    expect(await rows()).toEqual([
      expect.objectContaining({ to: 'sent@test.example', status: 'sent', text: '', html: '' }),
    ]);
    clock += DEFAULT_OUTBOX_TUNING.retentionMs - 1;
    await w.runOnce();
    expect(await rows()).toHaveLength(1);
    clock += 1;
    await w.runOnce();
    expect(await rows()).toEqual([]);
  });

  it('deletes a failed mail after the retention time, and never a pending one', async () => {
    const w = worker(failingTransport());
    await queue('failed@test.example');
    expect(await w.runOnce()).toBe(1);
    expect(await rows()).toEqual([expect.objectContaining({ status: 'failed' })]);
    clock += DEFAULT_OUTBOX_TUNING.retentionMs - 1;
    await queue('pending@test.example');
    await worker(failingTransport(), { maxAttempts: 5 }).runOnce();
    expect((await rows()).map((r) => [r.to, r.status])).toEqual([
      ['failed@test.example', 'failed'],
      ['pending@test.example', 'pending'],
    ]);
    clock += 30 * DAY;
    // The pending row is due again but its mail server stays down: it waits, it is not purged.
    await worker(failingTransport(), { maxAttempts: 5 }).runOnce();
    expect((await rows()).map((r) => [r.to, r.status])).toEqual([['pending@test.example', 'pending']]);
  });

  it('keeps a sent text for a configured time when asked to', async () => {
    const w = worker(recordingTransport(), { sentBodyRetentionMs: 60_000 });
    await queue('kept@test.example');
    await w.runOnce();
    expect((await rows())[0].text).toBe('Your code is 123456');
    clock += 60_000;
    await w.runOnce();
    expect((await rows())[0]).toMatchObject({ text: '', html: '' });
  });

  it('takes its retention time from OUTBOX_RETENTION_DAYS, seven days by default', () => {
    expect(DEFAULT_OUTBOX_TUNING.retentionMs).toBe(7 * DAY);
    expect(DEFAULT_OUTBOX_TUNING.sentBodyRetentionMs).toBe(0);
    const config = loadConfig({
      OUTBOX_RETENTION_DAYS: '3',
      JWT_SECRET: 'x'.repeat(40),
      DATA_DIR: '/nonexistent',
    });
    expect(config.outbox).toEqual({ retentionMs: 3 * DAY });
    expect(() => loadConfig({ OUTBOX_RETENTION_DAYS: '0', JWT_SECRET: 'x'.repeat(40) })).toThrow(
      /OUTBOX_RETENTION_DAYS/,
    );
  });
});
