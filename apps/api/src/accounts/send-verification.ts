import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/client.ts';
import { verificationEmail } from '../mail/account-emails.ts';
import { issueAccountToken } from './account-tokens.ts';
import { portalLink } from './portal-link.ts';

/**
 * Issues a verification token and emails its /verify link. A failing mail server is logged,
 * not thrown: the account change it follows is already saved.
 */
export async function sendVerification(
  app: FastifyInstance,
  db: Db,
  user: { id: number; email: string; nameFirst: string },
): Promise<void> {
  const seconds = app.config.verifyTokenSeconds;
  const token = await issueAccountToken(db, user.id, 'verify', seconds);
  const link = portalLink(app.config.publicUrl, '/verify', { id: user.id, token });
  await app.mailer
    .send(verificationEmail(user.email, user.nameFirst, link, Math.round(seconds / 3600)))
    .catch((error: unknown) =>
      app.log.error({ err: error, userId: user.id }, 'verification email not sent'),
    );
}
