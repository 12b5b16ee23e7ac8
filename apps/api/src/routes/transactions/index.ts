import type { FastifyPluginAsync } from 'fastify';
import { currentUser } from '../../plugins/auth.ts';
import { ledgerPage } from './ledger.ts';
import topUpRoutes from './top-up-routes.ts';

/** GET /user/gettransactions: the balance ledger the /transactions table shows; and top-ups. */
const transactions: FastifyPluginAsync = async (app) => {
  app.get<{ Querystring: { skip: number; take: number } }>(
    '/user/gettransactions',
    async (request) => {
      const { skip, take } = request.query;
      return {
        statusCode: 0,
        description: 'Successful',
        results: await ledgerPage(app.db, currentUser(request).id, skip, take),
      };
    },
  );
  await app.register(topUpRoutes);
};

export default transactions;
