import { SUCCESS } from '@pod-portal/domain';
import type { FastifyPluginAsync } from 'fastify';
import { codedError } from '../../../../http/api-error.ts';
import { bearerToken } from '../../auth-guard.ts';
import { rotateRefreshToken } from '../../sessions.ts';

const refused = () => codedError('refreshRejected', 'Invalid refresh token');

/**
 * POST /authO/refresh: the refresh token (body `token`, else the bearer header) for a new
 * pair. A reused token revokes its family; expired, altered or access tokens are refused.
 */
const refresh: FastifyPluginAsync = async (app) => {
  app.post<{ Body: { token?: string } | null }>('/authO/refresh', async (request) => {
    const token = request.body?.token || bearerToken(request);
    if (!token) throw refused();
    const pair = await rotateRefreshToken(app.db, app.config, token);
    if (!pair) {
      request.log.info('refresh refused');
      throw refused();
    }
    return { ...SUCCESS, ...pair };
  });
};

export default refresh;
