import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import nodemailer from 'nodemailer';
import type { AppConfig } from '../config';
import type { Database } from '../db/types';
import { storeMail, type OutgoingMail } from '../repositories/outbox';
import { iso } from '../time';

export interface Mailer {
  readonly kind: 'smtp' | 'outbox';
  /** Throws when delivery fails; callers decide whether the client should know. */
  send(mail: OutgoingMail): Promise<void>;
  close(): void;
}

function smtpMailer(config: AppConfig, log: FastifyBaseLogger): Mailer {
  const transport = nodemailer.createTransport(config.smtpUrl);
  return {
    kind: 'smtp',
    async send(mail) {
      const info = await transport.sendMail({ from: config.mailFrom, ...mail });
      log.info({ to: mail.to, subject: mail.subject, messageId: info.messageId }, 'mail sent');
    },
    close: () => transport.close(),
  };
}

/** Without SMTP the mail goes to the log and the outbox table, so a local setup still gets its PINs. */
function outboxMailer(config: AppConfig, db: Kysely<Database>, log: FastifyBaseLogger): Mailer {
  return {
    kind: 'outbox',
    async send(mail) {
      await storeMail(db, mail, iso(config.now()));
      log.info({ mail: { to: mail.to, subject: mail.subject, text: mail.text } }, 'mail stored in outbox');
    },
    close: () => undefined,
  };
}

export function createMailer(config: AppConfig, db: Kysely<Database>, log: FastifyBaseLogger): Mailer {
  return config.smtpUrl ? smtpMailer(config, log) : outboxMailer(config, db, log);
}

/** Delivery problems are logged, never shown: the account calls answer the same either way. */
export async function sendQuietly(
  mailer: Mailer,
  log: FastifyBaseLogger,
  mail: OutgoingMail,
): Promise<boolean> {
  try {
    await mailer.send(mail);
    return true;
  } catch (err) {
    log.error({ err, to: mail.to, subject: mail.subject }, 'mail delivery failed');
    return false;
  }
}
