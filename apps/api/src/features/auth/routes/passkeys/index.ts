import { passkeyNameSchema, SUCCESS } from '@pod-portal/domain';
import type { AuthenticationResponseJSON, RegistrationResponseJSON } from '@simplewebauthn/server';
import { and, asc, eq } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import { passkeys } from '../../../../db/schema/index.ts';
import { notFound } from '../../../../http/api-error.ts';
import { parseBody } from '../../../../http/parse-body.ts';
import { currentUser } from '../../auth-guard.ts';
import { signInOptions, signInWithPasskey } from '../../passkeys/passkey-sign-in.ts';
import { passkeyView } from '../../passkeys/passkey-view.ts';
import { addPasskey, registrationOptions } from '../../passkeys/register-passkey.ts';

type PasskeyParams = { Params: { passkeyId: number } };

/** Passkeys: signing in with one, and the signed-in author's own (add, list, rename, remove). */
const passkeysRoutes: FastifyPluginAsync = async (app) => {
  app.post('/authO/passkey/options', async (request) => ({
    ...SUCCESS,
    options: await signInOptions(app, request),
  }));

  app.post<{ Body: { response: AuthenticationResponseJSON } }>(
    '/authO/passkey/login',
    async (request) => signInWithPasskey(app, request, request.body.response),
  );

  app.post('/user/passkeys/options', async (request) => ({
    ...SUCCESS,
    options: await registrationOptions(app, currentUser(request).id),
  }));

  app.get('/user/passkeys', async (request) => {
    const rows = await app.db
      .select()
      .from(passkeys)
      .where(eq(passkeys.userId, currentUser(request).id))
      .orderBy(asc(passkeys.createdAt), asc(passkeys.id));
    return { ...SUCCESS, passkeys: rows.map(passkeyView) };
  });

  app.post<{ Body: { name: string; response: RegistrationResponseJSON } }>(
    '/user/passkeys',
    async (request, reply) => {
      const { name } = parseBody(passkeyNameSchema, request.body);
      const passkey = await addPasskey(app, currentUser(request).id, name, request.body.response);
      return reply.code(201).send({ ...SUCCESS, passkey });
    },
  );

  app.put<PasskeyParams & { Body: { name: string } }>(
    '/user/passkeys/:passkeyId',
    async (request) => {
      const { name } = parseBody(passkeyNameSchema, request.body);
      const [row] = await app.db
        .update(passkeys)
        .set({ name })
        .where(ownPasskey(request.params.passkeyId, currentUser(request).id))
        .returning();
      if (!row) throw notFound('Passkey not found');
      return { ...SUCCESS, passkey: passkeyView(row) };
    },
  );

  app.delete<PasskeyParams>('/user/passkeys/:passkeyId', async (request) => {
    const userId = currentUser(request).id;
    await app.jobs.transaction(async (tx, send) => {
      const [removed] = await tx
        .delete(passkeys)
        .where(ownPasskey(request.params.passkeyId, userId))
        .returning({ name: passkeys.name });
      if (!removed) throw notFound('Passkey not found');
      await send('passkey-email', { userId, change: 'removed', name: removed.name });
    });
    request.log.info({ userId, passkeyId: request.params.passkeyId }, 'passkey removed');
    return { ...SUCCESS };
  });
};

/** Another author's passkey is not found, as every resource of someone else. */
const ownPasskey = (passkeyId: number, userId: number) =>
  and(eq(passkeys.id, passkeyId), eq(passkeys.userId, userId));

export default passkeysRoutes;
