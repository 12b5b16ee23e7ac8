import { SUCCESS } from '@pod-portal/domain';
import type { FastifyPluginAsync } from 'fastify';
import { currentUser } from '../../../auth/index.ts';
import { userStatements } from '../../../statements/index.ts';
import { userDocuments } from './user-documents.ts';

/**
 * GET /user/documents: the user's books' files, signed contracts and invoices, and their monthly
 * royalty statements.
 */
const documents: FastifyPluginAsync = async (app) => {
  app.get('/user/documents', async (request) => {
    const { id } = currentUser(request);
    const [documents, statements] = await Promise.all([
      userDocuments(app.db, app.config.tokenSecret, id),
      userStatements(app.db, id),
    ]);
    return { ...SUCCESS, documents, statements };
  });
};

export default documents;
