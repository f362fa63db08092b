import type { FastifyBaseLogger } from 'fastify';
import { logTransport, smtpTransport } from '@server/services/mail/transport';
import { startSink, type Received } from './transports';

// The two ways a mail leaves: over SMTP, or into the log when no SMTP server is set. What each
// writes to the log, since the log is where an operator looks for a mail (docs/requirements.md#mail).

function recordingLog() {
  const lines: Array<[unknown, string]> = [];
  const log = { info: (object: unknown, message: string) => void lines.push([object, message]) };
  return { log: log as unknown as FastifyBaseLogger, lines };
}

const MAIL = { to: 'ada@example.test', subject: 'Your code', text: 'Your code is 123456.', html: '' };

describe('mail transports', () => {
  it('logs the whole mail outside production, where a local setup reads its codes', async () => {
    const { log, lines } = recordingLog();
    await logTransport(log, { production: false }).send(MAIL);
    expect(lines).toEqual([
      [
        { mail: { to: 'ada@example.test', subject: 'Your code', text: 'Your code is 123456.' } },
        'mail stored in outbox',
      ],
    ]);
  });

  it('logs only the address and subject in production, never the text', async () => {
    const { log, lines } = recordingLog();
    const transport = logTransport(log, { production: true });
    await transport.send(MAIL);
    expect(lines).toEqual([
      [{ mail: { to: 'ada@example.test', subject: 'Your code' } }, 'mail stored in outbox'],
    ]);
    expect(transport.close()).toBeUndefined();
  });

  it('hands a mail to the SMTP server from the configured sender, and logs its id', async () => {
    const received: Received[] = [];
    const sink = await startSink(received);
    const { log, lines } = recordingLog();
    const transport = smtpTransport(sink.url, 'Portal <portal@test.example>', log);
    try {
      await transport.send(MAIL);
    } finally {
      transport.close();
      await sink.close();
    }
    expect(received).toHaveLength(1);
    expect(received[0].raw).toMatch(/^From: Portal <portal@test\.example>/im);
    expect(received[0].raw).toMatch(/^Subject: Your code/im);
    expect(lines).toEqual([
      [
        { to: 'ada@example.test', subject: 'Your code', messageId: expect.stringMatching(/^<.+@.+>$/) },
        'mail sent',
      ],
    ]);
  });
});
