import { SUCCESS } from '@pod-portal/domain';
import { eq } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import { users } from '../../../../db/schema/index.ts';
import { currentUser } from '../../../auth/index.ts';

/** POST /user/initiallogin: the first-login welcome was seen (the contract allows 0 or 1). */
const initialLogin: FastifyPluginAsync = async (app) => {
  app.post<{ Body: { initial_login: 0 | 1 } }>('/user/initiallogin', async (request) => {
    const { initial_login } = request.body;
    await app.db
      .update(users)
      .set({ initialLogin: initial_login, updatedAt: new Date() })
      .where(eq(users.id, currentUser(request).id));
    return { ...SUCCESS, initial_login };
  });
};

export default initialLogin;
