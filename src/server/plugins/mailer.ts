import type { FastifyInstance } from 'fastify';
import { createMailer } from '../services/mail/mailer';
import { logTransport, smtpTransport } from '../services/mail/transport';

/**
 * The app's mailer: SMTP when SMTP_URL is set, else the log (the outbox table keeps every mail either
 * way). Its worker starts with the server; the app's onClose stops it before the database closes.
 */
export function registerMailer(app: FastifyInstance): void {
  const config = app.appConfig;
  const transport =
    config.mailTransport ??
    (config.smtpUrl
      ? smtpTransport(config.smtpUrl, config.mailFrom, app.log)
      : logTransport(app.log, { production: config.production }));
  const mailer = createMailer({
    db: app.db,
    transport,
    log: app.log,
    now: config.now,
    tuning: config.outbox,
  });
  app.decorate('mailer', mailer);
  app.addHook('onReady', async () => mailer.worker.start());
}
