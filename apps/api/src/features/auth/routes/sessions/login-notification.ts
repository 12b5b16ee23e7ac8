import { SUCCESS } from '@pod-portal/domain';
import { eq } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import { users } from '../../../../db/schema/index.ts';
import { notFound } from '../../../../http/api-error.ts';
import { currentUser } from '../../auth-guard.ts';

/** GET and PUT /user/login-notification: the Profile's "Login notification" switch. */
const loginNotification: FastifyPluginAsync = async (app) => {
  app.get('/user/login-notification', async (request) => {
    const { id } = currentUser(request);
    const [user] = await app.db
      .select({ enabled: users.loginNotification })
      .from(users)
      .where(eq(users.id, id));
    if (!user) throw notFound();
    return { ...SUCCESS, enabled: user.enabled };
  });

  app.put<{ Body: { enabled: boolean } }>('/user/login-notification', async (request) => {
    const { id } = currentUser(request);
    const [user] = await app.db
      .update(users)
      .set({ loginNotification: request.body.enabled, updatedAt: new Date() })
      .where(eq(users.id, id))
      .returning({ enabled: users.loginNotification });
    if (!user) throw notFound();
    request.log.info({ userId: id, enabled: user.enabled }, 'login notification set');
    return { ...SUCCESS, enabled: user.enabled };
  });
};

export default loginNotification;
