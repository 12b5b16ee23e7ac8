import { SUCCESS } from '@pod-portal/domain';
import type { FastifyPluginAsync } from 'fastify';
import { currentUser } from '../../../auth/index.ts';
import { userDocuments } from './user-documents.ts';

/** GET /user/documents: the user's books' files, signed contracts and invoices. */
const documents: FastifyPluginAsync = async (app) => {
  app.get('/user/documents', async (request) => ({
    ...SUCCESS,
    documents: await userDocuments(app.db, app.config.tokenSecret, currentUser(request).id),
  }));
};

export default documents;
