import { ISBN_IN_USE_MESSAGE, isbnMessage, normaliseIsbn } from '@pod-portal/domain';
import type { FastifyPluginAsync } from 'fastify';
import { isbnInUse } from '../../isbn-in-use.ts';

/** The ISBN check: a correct ISBN-13 that no book uses. Success is statusCode 200, as the product expects. */
const isbn: FastifyPluginAsync = async (app) => {
  app.post<{ Body: { isbn: string } }>('/user/getvalidisbn', async (request) => {
    const number = normaliseIsbn(request.body.isbn);
    const problem = isbnMessage(number);
    if (problem) return { statusCode: 200, description: problem, isValid: false, inUse: false };
    if (await isbnInUse(app.db, number)) {
      return { statusCode: 200, description: ISBN_IN_USE_MESSAGE, isValid: false, inUse: true };
    }
    return { statusCode: 200, description: 'Successful', isValid: true, inUse: false };
  });
};

export default isbn;
