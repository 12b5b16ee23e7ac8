import type { FastifyPluginAsync } from 'fastify';
import { currentUser } from '../../auth-guard.ts';
import { revokeRefreshToken, revokeSession } from '../../sessions.ts';

/**
 * DELETE /authO/logout: ends the session of the access token and that of the refresh token
 * in the body (when it is the same user's), so neither token works again.
 */
const logout: FastifyPluginAsync = async (app) => {
  app.delete<{ Body: { token: string } }>('/authO/logout', async (request) => {
    const user = currentUser(request);
    await revokeSession(app.db, user.sessionId, 'logout');
    await revokeRefreshToken(app.db, app.config.tokenSecret, request.body.token, user.id);
    return { statusCode: 0, description: 'Logged out' };
  });
};

export default logout;
