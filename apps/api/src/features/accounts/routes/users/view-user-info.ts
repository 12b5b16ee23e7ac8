import type { FastifyPluginAsync } from 'fastify';
import { notFound } from '../../../../http/api-error.ts';
import { currentUser } from '../../../auth/index.ts';
import { userRecord } from '../../user-record.ts';

/** GET /user/viewuserinfo: the signed-in user's record. */
const viewUserInfo: FastifyPluginAsync = async (app) => {
  app.get('/user/viewuserinfo', async (request) => {
    const record = await userRecord(app.db, app.config.dataKey, currentUser(request).id);
    if (!record) throw notFound();
    return record;
  });
};

export default viewUserInfo;
