import fp from 'fastify-plugin';
import { createMailer, type Mailer } from './create-mailer.ts';

declare module 'fastify' {
  interface FastifyInstance {
    mailer: Mailer;
  }
}

/** Sends email through SMTP_URL, or keeps it in the dev outbox table when there is none. */
export const mailerPlugin = fp(
  async (app) => {
    app.decorate(
      'mailer',
      createMailer({
        smtpUrl: app.config.smtpUrl,
        from: app.config.mailFrom,
        db: app.db,
        log: app.log,
      }),
    );
  },
  { name: 'mailer', fastify: '5.x', dependencies: ['database'] },
);
