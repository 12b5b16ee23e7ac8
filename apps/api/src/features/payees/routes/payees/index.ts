import { type PayeeEntry, SUCCESS } from '@pod-portal/domain';
import type { FastifyPluginAsync } from 'fastify';
import { currentUser } from '../../../auth/index.ts';
import { type DrawnSigning, signingParty } from '../../../contracts/index.ts';
import { declineShare, signShare } from '../../answer-share.ts';
import { bookPayeesView, userShares } from '../../payee-views.ts';
import { setPayees } from '../../set-payees.ts';

/**
 * Royalty shares: the payees an author shares a book's royalty with, and the invitations a
 * payee accepts by signing, or declines.
 */
const payeeRoutes: FastifyPluginAsync = async (app) => {
  app.get<{ Params: { bookId: number } }>('/user/books/:bookId/payees', async (request) => ({
    ...SUCCESS,
    ...(await bookPayeesView(app.db, currentUser(request).id, request.params.bookId)),
  }));

  app.put<{ Params: { bookId: number }; Body: { payees: PayeeEntry[] } }>(
    '/user/books/:bookId/payees',
    async (request) => {
      const { id } = currentUser(request);
      await setPayees(app, id, request.params.bookId, request.body.payees);
      return { ...SUCCESS, ...(await bookPayeesView(app.db, id, request.params.bookId)) };
    },
  );

  app.get('/user/shares', async (request) => ({
    ...SUCCESS,
    shares: await userShares(app.db, app.config.tokenSecret, currentUser(request).id),
  }));

  app.post<{ Params: { payeeId: number }; Body: DrawnSigning }>(
    '/user/shares/:payeeId/sign',
    async (request) => {
      await signShare(app, signingParty(request, request.body), request.params.payeeId);
      return SUCCESS;
    },
  );

  app.post<{ Params: { payeeId: number } }>('/user/shares/:payeeId/decline', async (request) => {
    await declineShare(app, currentUser(request).id, request.params.payeeId);
    return SUCCESS;
  });
};

export default payeeRoutes;
