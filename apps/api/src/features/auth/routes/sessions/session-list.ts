import { SUCCESS } from '@pod-portal/domain';
import type { FastifyPluginAsync } from 'fastify';
import { notFound } from '../../../../http/api-error.ts';
import { approximatePlace } from '../../approximate-place.ts';
import { currentUser } from '../../auth-guard.ts';
import { endUserSession, liveSessions, revokeUserSessions } from '../../sessions.ts';

/**
 * GET /user/sessions, DELETE /user/sessions/{sessionId}, POST /user/sessions/sign-out-others:
 * the Profile's "Where you're signed in".
 */
const sessionList: FastifyPluginAsync = async (app) => {
  app.get('/user/sessions', async (request) => {
    const { id, sessionId } = currentUser(request);
    const live = await liveSessions(app.db, id);
    return {
      ...SUCCESS,
      sessions: live.map((session) => ({
        id: session.id,
        browser: session.browser,
        os: session.os,
        address: session.address,
        place: approximatePlace(session.address),
        created_at: session.createdAt.toISOString(),
        last_seen_at: session.lastSeenAt.toISOString(),
        current: session.id === sessionId,
      })),
    };
  });

  app.delete<{ Params: { sessionId: string } }>('/user/sessions/:sessionId', async (request) => {
    const { id } = currentUser(request);
    const ended = await endUserSession(
      app.db,
      id,
      request.params.sessionId,
      'signed out from the profile',
    );
    if (!ended) throw notFound();
    request.log.info({ userId: id }, 'session signed out from the profile');
    return SUCCESS;
  });

  app.post('/user/sessions/sign-out-others', async (request) => {
    const { id, sessionId } = currentUser(request);
    await revokeUserSessions(app.db, id, 'signed out everywhere else', sessionId);
    request.log.info({ userId: id }, 'other sessions signed out');
    return SUCCESS;
  });
};

export default sessionList;
