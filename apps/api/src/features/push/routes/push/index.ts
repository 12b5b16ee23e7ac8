import { SUCCESS } from '@pod-portal/domain';
import { sql } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import { pushSubscriptions } from '../../../../db/schema/index.ts';
import { currentUser } from '../../../auth/index.ts';
import { checkPushSubscription, type PushSubscriptionInput } from '../../push-subscription.ts';

/** Web push: the key the installed app subscribes with, and its subscription. */
const push: FastifyPluginAsync = async (app) => {
  app.get('/push/publickey', async () => ({
    ...SUCCESS,
    publicKey: app.config.push.publicKey,
  }));

  app.post<{ Body: PushSubscriptionInput }>('/push/subscribe', async (request, reply) => {
    const { id } = currentUser(request);
    const subscription = checkPushSubscription(request.body, {
      loopbackEndpoints: app.config.push.loopbackEndpoints,
    });
    // One row per endpoint: a browser that signs in as someone else takes its endpoint along.
    const [row] = await app.db
      .insert(pushSubscriptions)
      .values({ userId: id, ...subscription })
      .onConflictDoUpdate({
        target: pushSubscriptions.endpoint,
        set: {
          userId: id,
          p256dh: subscription.p256dh,
          auth: subscription.auth,
          expiresAt: subscription.expiresAt,
          updatedAt: new Date(),
        },
      })
      // xmax is 0 on a row this statement inserted, and set on one it updated.
      .returning({ inserted: sql<boolean>`(xmax = 0)` });
    return reply.code(row?.inserted ? 201 : 200).send(SUCCESS);
  });
};

export default push;
