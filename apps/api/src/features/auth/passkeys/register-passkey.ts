import { PASSKEY_NOT_ADDED_MESSAGE } from '@pod-portal/domain';
import {
  generateRegistrationOptions,
  type PublicKeyCredentialCreationOptionsJSON,
  type RegistrationResponseJSON,
  verifyRegistrationResponse,
} from '@simplewebauthn/server';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { passkeys, users } from '../../../db/schema/index.ts';
import { badRequest, invalidField, notFound } from '../../../http/api-error.ts';
import { type PasskeyView, passkeyView } from './passkey-view.ts';
import { relyingParty, userHandle } from './relying-party.ts';
import {
  CHALLENGE_SECONDS,
  claimChallenge,
  keepChallenge,
  signedChallenge,
} from './webauthn-challenges.ts';

const ALREADY_ADDED_MESSAGE = 'This passkey is already added to an account';

/**
 * What the browser needs to create a passkey for the signed-in author: a discoverable
 * credential (it names the account at sign-in, no email typed) with user verification, not one
 * of the author's passkeys already on that authenticator.
 */
export async function registrationOptions(
  app: FastifyInstance,
  userId: number,
): Promise<PublicKeyCredentialCreationOptionsJSON> {
  const [user] = await app.db.select().from(users).where(eq(users.id, userId));
  if (!user) throw notFound();
  const existing = await app.db
    .select({ id: passkeys.credentialId, transports: passkeys.transports })
    .from(passkeys)
    .where(eq(passkeys.userId, userId));
  const rp = relyingParty(app.config);
  const options = await generateRegistrationOptions({
    rpName: rp.name,
    rpID: rp.id,
    userName: user.email,
    userDisplayName: `${user.nameFirst} ${user.nameLast}`,
    userID: userHandle(user.id),
    timeout: CHALLENGE_SECONDS * 1000,
    attestationType: 'none',
    excludeCredentials: existing,
    authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
  });
  await keepChallenge(app.db, options.challenge, 'registration', userId);
  return options;
}

/**
 * Checks the browser's new passkey against a live registration challenge of this author (each
 * used once), this site's origin and RP ID, and user verification; then keeps it and emails the
 * author, in one transaction.
 */
export async function addPasskey(
  app: FastifyInstance,
  userId: number,
  name: string,
  response: RegistrationResponseJSON,
): Promise<PasskeyView> {
  const challenge = signedChallenge(response.response.clientDataJSON);
  if (!challenge || !(await claimChallenge(app.db, challenge, 'registration', userId))) {
    throw invalidField('response', PASSKEY_NOT_ADDED_MESSAGE);
  }
  const rp = relyingParty(app.config);
  const verification = await verifyRegistrationResponse({
    response,
    expectedChallenge: challenge,
    expectedOrigin: rp.origin,
    expectedRPID: rp.id,
    requireUserVerification: true,
  }).catch((error: unknown) => {
    app.log.info({ err: error, userId }, 'passkey registration refused');
    return { verified: false as const };
  });
  if (!verification.verified) throw invalidField('response', PASSKEY_NOT_ADDED_MESSAGE);
  const { credential } = verification.registrationInfo;
  const row = await app.jobs.transaction(async (tx, send) => {
    const [added] = await tx
      .insert(passkeys)
      .values({
        userId,
        name,
        credentialId: credential.id,
        publicKey: Buffer.from(credential.publicKey).toString('base64url'),
        counter: credential.counter,
        transports: credential.transports ?? [],
      })
      .onConflictDoNothing({ target: passkeys.credentialId })
      .returning();
    if (!added)
      throw badRequest(ALREADY_ADDED_MESSAGE, [
        { field: 'response', message: ALREADY_ADDED_MESSAGE },
      ]);
    await send('passkey-email', { userId, change: 'added', name });
    return added;
  });
  app.log.info({ userId, passkeyId: row.id }, 'passkey added');
  return passkeyView(row);
}
