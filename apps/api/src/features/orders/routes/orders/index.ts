import type { FastifyPluginAsync } from 'fastify';
import { notFound } from '../../../../http/api-error.ts';
import { currentUser } from '../../../auth/index.ts';
import { ownedBook } from '../../owned-book.ts';
import { listOrders } from './list-orders.ts';
import { ordersAnswer } from './orders-answer.ts';

/** Marketplace orders of the user's books (recorded by staff with `ops orders import`). */
const ordersRoutes: FastifyPluginAsync = async (app) => {
  app.get<{ Querystring: { skip: number; take: number } }>(
    '/user/getbookorders',
    async (request) => {
      const { skip, take } = request.query;
      return ordersAnswer(await listOrders(app.db, currentUser(request).id, { skip, take }));
    },
  );

  app.get<{ Params: { bookId: number } }>('/user/getordersperbook/:bookId', async (request) => {
    const { id } = currentUser(request);
    const book = await ownedBook(app.db, id, request.params.bookId);
    if (!book) throw notFound();
    return ordersAnswer(await listOrders(app.db, id, { bookId: book.id }));
  });
};

export default ordersRoutes;
