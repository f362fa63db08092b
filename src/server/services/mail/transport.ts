import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import type { OutgoingMail } from '../../repositories/outbox';

/** What actually hands a mail over; only the outbox worker calls it. */
export interface MailTransport {
  /** Resolves once the mail is accepted; throws when it was not. */
  send(mail: OutgoingMail): Promise<void>;
  close(): void;
}

// Bounded so that one try always ends well within the worker's lease (see outboxWorker.ts).
const SMTP_TIMEOUTS = { connectionTimeout: 30_000, greetingTimeout: 30_000, socketTimeout: 60_000 };

export function smtpTransport(url: string, from: string, log: FastifyBaseLogger): MailTransport {
  const transport = nodemailer.createTransport({ url, ...SMTP_TIMEOUTS });
  return {
    async send(mail) {
      const info = await transport.sendMail({ from, ...mail });
      log.info({ to: mail.to, subject: mail.subject, messageId: info.messageId }, 'mail sent');
    },
    close: () => transport.close(),
  };
}

/**
 * Without SMTP the mail goes to the log, so that a local setup still gets its PINs. In production
 * only its address and subject are logged: the text holds PINs and reset codes.
 */
export function logTransport(log: FastifyBaseLogger, { production }: { production: boolean }): MailTransport {
  return {
    async send(mail) {
      const shown = production
        ? { to: mail.to, subject: mail.subject }
        : { to: mail.to, subject: mail.subject, text: mail.text };
      log.info({ mail: shown }, 'mail stored in outbox');
    },
    close: () => undefined,
  };
}
