import { PASSKEY_SIGN_IN_FAILED_MESSAGE } from '@pod-portal/domain';
import {
  type AuthenticationResponseJSON,
  generateAuthenticationOptions,
  type PublicKeyCredentialRequestOptionsJSON,
  verifyAuthenticationResponse,
} from '@simplewebauthn/server';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { passkeys, users } from '../../../db/schema/index.ts';
import { codedError } from '../../../http/api-error.ts';
import { countAttempt, refuseWhenThrottled } from '../../../lib/throttle.ts';
import { accountSignInLimit, addressSignInLimit, completeSignIn } from '../complete-sign-in.ts';
import { relyingParty, userHandle } from './relying-party.ts';
import {
  CHALLENGE_SECONDS,
  claimChallenge,
  keepChallenge,
  signedChallenge,
} from './webauthn-challenges.ts';

/**
 * A sign-in challenge for any passkey of this site (the browser lets the person pick one, or
 * offers them in the email field's autofill): no account is named until the passkey answers.
 * An address locked out by failed sign-ins gets none.
 */
export async function signInOptions(
  app: Pick<FastifyInstance, 'config' | 'db'>,
  request: FastifyRequest,
): Promise<PublicKeyCredentialRequestOptionsJSON> {
  await refuseWhenThrottled(app.db, [addressSignInLimit(app, request.ip)]);
  const options = await generateAuthenticationOptions({
    rpID: relyingParty(app.config).id,
    userVerification: 'required',
    timeout: CHALLENGE_SECONDS * 1000,
  });
  await keepChallenge(app.db, options.challenge, 'authentication', null);
  return options;
}

/**
 * Signs in with a passkey's answer: a live sign-in challenge (spent by this answer whatever
 * happens next), a passkey on file whose account is not suspended, this site's origin and RP
 * ID, user verification (so the passkey is two factors on its own), and a signature counter
 * that moved on when the authenticator keeps one. Every refusal is the same U33 answer and
 * counts toward the login throttle of the address and, once the passkey names it, the account.
 */
export async function signInWithPasskey(
  app: Pick<FastifyInstance, 'config' | 'db'>,
  request: FastifyRequest,
  response: AuthenticationResponseJSON,
) {
  let limits = [addressSignInLimit(app, request.ip)];
  await refuseWhenThrottled(app.db, limits);
  const refuse = async (reason: string, userId?: number) => {
    for (const [key, rule] of limits) await countAttempt(app.db, key, rule);
    request.log.info({ reason, userId }, 'passkey sign-in refused');
    return codedError('loginFailed', PASSKEY_SIGN_IN_FAILED_MESSAGE);
  };
  const challenge = signedChallenge(response.response.clientDataJSON);
  if (!challenge || !(await claimChallenge(app.db, challenge, 'authentication', null))) {
    throw await refuse('unknown, spent or expired challenge');
  }
  const [found] = await app.db
    .select({ passkey: passkeys, user: users })
    .from(passkeys)
    .innerJoin(users, eq(users.id, passkeys.userId))
    .where(eq(passkeys.credentialId, response.id));
  if (!found) throw await refuse('unknown passkey');
  const { passkey, user } = found;
  limits = [...limits, accountSignInLimit(app, user.email)];
  await refuseWhenThrottled(app.db, limits);
  const handle = response.response.userHandle;
  if (handle !== undefined && handle !== Buffer.from(userHandle(user.id)).toString('base64url')) {
    throw await refuse('user handle of another account', user.id);
  }
  const rp = relyingParty(app.config);
  const verification = await verifyAuthenticationResponse({
    response,
    expectedChallenge: challenge,
    expectedOrigin: rp.origin,
    expectedRPID: rp.id,
    credential: {
      id: passkey.credentialId,
      publicKey: new Uint8Array(Buffer.from(passkey.publicKey, 'base64url')),
      counter: passkey.counter,
      transports: passkey.transports,
    },
    requireUserVerification: true,
  }).catch((error: unknown) => {
    request.log.info({ err: error }, 'passkey assertion not verified');
    return { verified: false as const };
  });
  if (!verification.verified) throw await refuse('assertion not verified', user.id);
  if (user.suspendedAt) throw await refuse('account suspended', user.id);
  // Of two sign-ins racing with one counter value, only the first moves it on.
  const [used] = await app.db
    .update(passkeys)
    .set({ counter: verification.authenticationInfo.newCounter, lastUsedAt: sql`now()` })
    .where(and(eq(passkeys.id, passkey.id), eq(passkeys.counter, passkey.counter)))
    .returning({ id: passkeys.id });
  if (!used) throw await refuse('counter moved meanwhile', user.id);
  return completeSignIn(app, request, user, 'passkey');
}
