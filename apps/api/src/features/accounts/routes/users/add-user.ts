import {
  EMAIL_EXISTS_MESSAGE,
  registrationEmailPasswordSchema,
  SUCCESS,
  yourDetailsSchema,
} from '@pod-portal/domain';
import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { codedError } from '../../../../http/api-error.ts';
import { parseBody } from '../../../../http/parse-body.ts';
import { addressKey, throttle } from '../../../../lib/throttle.ts';
import { hashPassword, sessionClient, startSession } from '../../../auth/index.ts';
import { createAccount } from '../../create-account.ts';

// The two registration stages' rules (the terms box stays in the portal).
const registrationSchema = z.intersection(
  registrationEmailPasswordSchema,
  yourDetailsSchema.pick({ name_first: true, name_last: true }),
);

/**
 * POST /user/adduser: a new account, not activated (user_status 0), with the R100 welcome
 * credit in its ledger and a verification email (sent by the job queue); answers a token pair (201) or U30 (409).
 * Fields such as balance or user_status in the payload are ignored. Registrations are
 * throttled per client address, since U30 tells which addresses have accounts.
 */
const addUser: FastifyPluginAsync = async (app) => {
  app.post<{ Body: { username?: string } }>('/user/adduser', async (request, reply) => {
    const input = parseBody(registrationSchema, request.body);
    await throttle(app.db, [
      [addressKey('register', request.ip), app.config.throttle.registerPerAddress],
    ]);
    const email = input.email.toLowerCase();
    const username = request.body.username?.trim() || email;
    const passwordHash = await hashPassword(input.password);
    // The account, its welcome credit, its session and its verification email commit together.
    const { user, pair } = await app.jobs.transaction(async (tx, send) => {
      const created = await createAccount(tx, {
        email,
        username,
        nameFirst: input.name_first,
        nameLast: input.name_last,
        passwordHash,
      });
      if (!created) throw codedError('emailExists', EMAIL_EXISTS_MESSAGE);
      await send('email', { template: 'verify', userId: created.id });
      const client = { ...sessionClient(request), jobs: { send } };
      return { user: created, pair: await startSession(tx, app.config, created, client) };
    });
    request.log.info({ userId: user.id }, 'registered');
    return reply.code(201).send({ ...SUCCESS, ...pair });
  });
};

export default addUser;
