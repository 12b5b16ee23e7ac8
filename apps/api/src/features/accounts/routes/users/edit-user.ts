import {
  EMAIL_EXISTS_MESSAGE,
  emailChangeSchema,
  profileDetailsSchema,
  SUCCESS,
} from '@pod-portal/domain';
import { and, eq, ne } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { users } from '../../../../db/schema/index.ts';
import { codedError, notFound } from '../../../../http/api-error.ts';
import { parseBody } from '../../../../http/parse-body.ts';
import { confirmPassword, currentUser, revokeUserSessions } from '../../../auth/index.ts';
import { userRecord } from '../../user-record.ts';

const emailChangeWithPassword = z.intersection(
  emailChangeSchema,
  z.object({
    password: z
      .string({ error: 'Please enter your password' })
      .min(1, 'Please enter your password'),
  }),
);

/**
 * PUT /user/edituser. With an `email` other than the current one: the address changes once
 * the current password is given;
 * the account returns to user_status 0 until the new address is verified and every session
 * ends. Otherwise: name and phone, with the profile modal's rules.
 */
const editUser: FastifyPluginAsync = async (app) => {
  app.put<{ Body: { email?: string } }>('/user/edituser', async (request) => {
    const { id } = currentUser(request);
    const [user] = await app.db.select().from(users).where(eq(users.id, id));
    if (!user) throw notFound();

    const newEmail = request.body.email?.trim().toLowerCase();
    if (newEmail === undefined || newEmail === user.email) {
      const details = parseBody(profileDetailsSchema, request.body);
      await app.db
        .update(users)
        .set({
          nameFirst: details.name_first,
          nameLast: details.name_last,
          phoneMain: details.phone_main,
          updatedAt: new Date(),
        })
        .where(eq(users.id, id));
      return {
        ...SUCCESS,
        user: await userRecord(app.db, app.config.dataKey, id),
      };
    }

    const change = parseBody(emailChangeWithPassword, request.body);
    await confirmPassword(app, user, change.password);
    const email = change.email.toLowerCase();
    const [taken] = await app.db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.email, email), ne(users.id, id)));
    if (taken) throw codedError('emailExists', EMAIL_EXISTS_MESSAGE);
    const usernameWasEmail = user.username === user.email;
    await app.jobs.transaction(async (tx, send) => {
      await tx
        .update(users)
        .set({
          email,
          ...(usernameWasEmail && { username: email }),
          userStatus: 0,
          updatedAt: new Date(),
        })
        .where(eq(users.id, id));
      await send('email', { template: 'verify', userId: id });
    });
    // After the commit, so no request can put a session back in the cache in between.
    await revokeUserSessions(app.db, id, 'email changed');
    request.log.info({ userId: id }, 'email changed; verification sent');
    return {
      ...SUCCESS,
      user: await userRecord(app.db, app.config.dataKey, id),
      loggedOut: true,
    };
  });
};

export default editUser;
