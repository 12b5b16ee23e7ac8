import { SUCCESS } from '@pod-portal/domain';
import type { FastifyPluginAsync } from 'fastify';
import { currentUser } from '../../../auth/index.ts';
import { renewalBooks } from './renewal-books.ts';

/** GET /user/booksrenewal: the books whose changed contract the user must re-sign. */
const renewal: FastifyPluginAsync = async (app) => {
  app.get('/user/booksrenewal', async (request) => ({
    ...SUCCESS,
    results: await renewalBooks(app.db, currentUser(request).id),
  }));
};

export default renewal;
