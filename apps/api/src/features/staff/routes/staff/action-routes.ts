import { SUCCESS } from '@pod-portal/domain';
import type { FastifyPluginAsync } from 'fastify';
import { listStaffActions, STAFF_ACTION_KINDS, staffMembers } from '../../../audit/index.ts';

/** How many actions a page holds when the caller does not say. */
const DEFAULT_PAGE = 50;

interface ActionsQuery {
  staff_id?: number;
  user_id?: number;
  author_email?: string;
  kind?: string;
  before?: number;
  limit?: number;
}

/** What staff did: the recorded staff actions, newest first, by staff member, author and kind. */
export const staffActionRoutes: FastifyPluginAsync = async (app) => {
  app.get<{ Querystring: ActionsQuery }>('/staff/actions', async (request) => {
    const query = request.query;
    const [page, staff] = await Promise.all([
      listStaffActions(app.db, {
        staffId: query.staff_id,
        authorId: query.user_id,
        authorEmail: query.author_email,
        kind: query.kind,
        before: query.before,
        limit: query.limit ?? DEFAULT_PAGE,
      }),
      staffMembers(app.db),
    ]);
    return {
      ...SUCCESS,
      actions: page.actions,
      next_before: page.nextBefore,
      kinds: [...STAFF_ACTION_KINDS],
      staff,
    };
  });
};
