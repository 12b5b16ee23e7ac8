import { ISBN_EXISTS_MESSAGE, ISBN_EXISTS_STATUS } from '@pod-portal/domain';
import type { FastifyPluginAsync } from 'fastify';
import { ApiError, badRequest } from '../../errors/api-error.ts';
import { currentUser } from '../../plugins/auth.ts';
import { createQuote } from '../../services/books/create-quote.ts';
import type { QuotePayload } from '../../services/books/quote-payload.ts';
import { validateQuote } from '../../services/books/validate-quote.ts';
import { currentPriceList } from '../../services/pricing/current-price-list.ts';

/** The quote at the end of general info: prices the book and creates its records. */
const quotes: FastifyPluginAsync = async (app) => {
  app.post<{ Body: QuotePayload }>('/user/getquote', async (request, reply) => {
    const userId = currentUser(request).id;
    const checked = validateQuote(request.body);
    if (!checked.ok) throw badRequest('Invalid input', checked.errors);
    const outcome = await createQuote(app.db, userId, checked.book, await currentPriceList(app.db));
    if (outcome.kind === 'invalid') throw badRequest('Invalid input', outcome.errors);
    if (outcome.kind === 'isbn-taken') {
      throw new ApiError(409, ISBN_EXISTS_MESSAGE, { code: ISBN_EXISTS_STATUS });
    }
    return reply.code(201).send({ statusCode: 0, description: 'Successful', ...outcome.quote });
  });
};

export default quotes;
