import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import type { OutgoingMail } from '@server/repositories/outbox';
import type { MailTransport } from '@server/services/mail/transport';

/** Accepts every mail and keeps it. */
export function recordingTransport(): MailTransport & { sent: OutgoingMail[] } {
  const sent: OutgoingMail[] = [];
  return {
    sent,
    async send(mail) {
      sent.push(mail);
    },
    close: () => undefined,
  };
}

/** Refuses every mail, like an SMTP server that is down. */
export function failingTransport(message = 'smtp down'): MailTransport & { calls: number } {
  const transport = {
    calls: 0,
    async send(): Promise<void> {
      transport.calls += 1;
      throw new Error(message);
    },
    close: () => undefined,
  };
  return transport;
}

/**
 * A mail server that takes as long as the test wants: every send waits until `release()`.
 * `started` resolves when the first send begins.
 */
export function heldTransport(): MailTransport & {
  sent: OutgoingMail[];
  started: Promise<void>;
  release(): void;
} {
  const sent: OutgoingMail[] = [];
  let markStarted: () => void = () => undefined;
  const started = new Promise<void>((resolve) => {
    markStarted = resolve;
  });
  let open: () => void = () => undefined;
  const released = new Promise<void>((resolve) => {
    open = resolve;
  });
  return {
    sent,
    started,
    release: () => open(),
    async send(mail) {
      markStarted();
      await released;
      sent.push(mail);
    },
    close: () => undefined,
  };
}

export interface Received {
  raw: string;
}

/** A real SMTP sink on a free local port, without TLS or auth, collecting whole messages. */
export async function startSink(received: Received[]): Promise<{ url: string; close: () => Promise<void> }> {
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        received.push({ raw: Buffer.concat(chunks).toString('utf8') });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
