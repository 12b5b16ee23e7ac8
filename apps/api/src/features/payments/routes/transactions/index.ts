import { SUCCESS } from '@pod-portal/domain';
import type { FastifyPluginAsync } from 'fastify';
import { currentUser, signedFileLink } from '../../../auth/index.ts';
import { ledgerPage } from './ledger.ts';
import topUpRoutes from './top-up-routes.ts';

/** GET /user/gettransactions: the balance ledger the /transactions table shows; and top-ups. */
const transactions: FastifyPluginAsync = async (app) => {
  app.get<{ Querystring: { skip: number; take: number } }>(
    '/user/gettransactions',
    async (request) => {
      const { skip, take } = request.query;
      const { id } = currentUser(request);
      return {
        ...SUCCESS,
        results: await ledgerPage(app.db, id, { skip, take }, (fileName) =>
          signedFileLink(app.config.tokenSecret, id, fileName),
        ),
      };
    },
  );
  await app.register(topUpRoutes);
};

export default transactions;
