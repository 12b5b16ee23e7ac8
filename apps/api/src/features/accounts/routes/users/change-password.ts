import { changePasswordSchema, PASSWORD_CHANGED_DESCRIPTION } from '@pod-portal/domain';
import { eq } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import { users } from '../../../../db/schema/index.ts';
import { parseBody } from '../../../../http/parse-body.ts';
import { currentUser, hashPassword, revokeUserSessions } from '../../../auth/index.ts';

/** PUT /user/pwd: a new password; every token of the user stops working (the portal logs out). */
const changePassword: FastifyPluginAsync = async (app) => {
  app.put('/user/pwd', async (request) => {
    const { id } = currentUser(request);
    const input = parseBody(changePasswordSchema, request.body);
    const passwordHash = await hashPassword(input.password);
    await app.db.update(users).set({ passwordHash, updatedAt: new Date() }).where(eq(users.id, id));
    await revokeUserSessions(app.db, id, 'password changed');
    request.log.info({ userId: id }, 'password changed');
    return { statusCode: 0, description: PASSWORD_CHANGED_DESCRIPTION };
  });
};

export default changePassword;
