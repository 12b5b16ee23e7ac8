import { SUCCESS } from '@pod-portal/domain';
import { and, eq, isNotNull } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import { users } from '../../../../db/schema/index.ts';
import { invalidField, notFound } from '../../../../http/api-error.ts';
import { openedMisc, readPendingChanges } from '../../../accounts/index.ts';
import { recordStaffAction } from '../../../audit/index.ts';
import { currentUser } from '../../../auth/index.ts';
import { tellAuthor } from '../../tell-author.ts';

const DECLINE_REASON_MESSAGE = 'Please tell the author why the request is declined.';

const CHANGES_APPROVED_MESSAGE =
  'Your change request was approved. Please check the changes and approve them: they take effect once you do.';

/** Requests waiting for staff: the author sent one (user_confirmation 1), no one reviewed it yet. */
const awaitingReview = and(
  isNotNull(users.pendingChanges),
  eq(users.userConfirmation, 1),
  eq(users.adminConfirmation, 0),
  eq(users.role, 'author'),
);

/**
 * Change requests: staff read each beside the details in use, then approve it (the author is
 * asked to confirm it on /profile-confirmation) or decline it with a reason (the request is
 * dropped and the author told why). Either way the author is told by email and in their support
 * chat. Each decision is recorded.
 */
export const changeRequestRoutes: FastifyPluginAsync = async (app) => {
  const key = app.config.dataKey;

  app.get('/staff/change-requests', async () => {
    const rows = await app.db.select().from(users).where(awaitingReview).orderBy(users.updatedAt);
    return {
      ...SUCCESS,
      requests: rows.map((user) => {
        const pending = readPendingChanges(key, user.pendingChanges);
        const bankInfo = openedMisc(key, user.misc).bankInfo;
        return {
          user_id: user.id,
          name: `${user.nameFirst} ${user.nameLast}`.trim(),
          email: user.email,
          requested_at: user.updatedAt.toISOString(),
          requested: {
            user: pending?.pendingUserChanges ?? {},
            bank_info: pending?.bankInfo ?? {},
          },
          current: {
            user: {
              name_first: user.nameFirst,
              name_last: user.nameLast,
              userEmail: user.email,
              phone_main: user.phoneMain ?? '',
            },
            bank_info: typeof bankInfo === 'object' && bankInfo !== null ? bankInfo : {},
          },
        };
      }),
    };
  });

  app.post<{ Params: { userId: number } }>(
    '/staff/change-requests/:userId/approve',
    async (request) => {
      const staffId = currentUser(request).id;
      const { userId } = request.params;
      await app.jobs.transaction(async (tx, send) => {
        const [updated] = await tx
          .update(users)
          .set({ adminConfirmation: 1, updatedAt: new Date() })
          .where(and(eq(users.id, userId), awaitingReview))
          .returning({ id: users.id });
        if (!updated) throw notFound();
        await recordStaffAction(tx, { staffId, action: 'change-request.approve', userId });
        await tellAuthor(tx, send, {
          userId,
          message: CHANGES_APPROVED_MESSAGE,
          email: { template: 'changes-approved', userId },
        });
      });
      return SUCCESS;
    },
  );

  app.post<{ Params: { userId: number }; Body: { reason: string } }>(
    '/staff/change-requests/:userId/decline',
    async (request) => {
      const staffId = currentUser(request).id;
      const { userId } = request.params;
      const reason = request.body.reason.trim();
      if (reason === '') throw invalidField('reason', DECLINE_REASON_MESSAGE);
      await app.jobs.transaction(async (tx, send) => {
        const [updated] = await tx
          .update(users)
          .set({ pendingChanges: null, userConfirmation: 0, updatedAt: new Date() })
          .where(and(eq(users.id, userId), awaitingReview))
          .returning({ id: users.id });
        if (!updated) throw notFound();
        await recordStaffAction(tx, {
          staffId,
          action: 'change-request.decline',
          userId,
          details: { reason },
        });
        await tellAuthor(tx, send, {
          userId,
          message: `Your change request was declined: ${reason}`,
          email: { template: 'changes-declined', userId, reason },
        });
      });
      return SUCCESS;
    },
  );
};
