import { BULK_UPLOAD_TEXTS, ISBN_EXISTS_MESSAGE, SUCCESS } from '@pod-portal/domain';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { badRequest, codedError } from '../../../../http/api-error.ts';
import { currentUser } from '../../../auth/index.ts';
import { currentPriceList } from '../../../pricing/index.ts';
import { createQuote } from '../../create-quote.ts';
import { hasQuotedSameBook } from '../../has-quoted-same-book.ts';
import type { QuotePayload } from '../../quote-payload.ts';
import { validateQuote } from '../../validate-quote.ts';

/** The contract's code for a bulk CSV row that was already uploaded. */

/**
 * The quote at the end of general info, and the bulk CSV upload's one call per row: both
 * price the book and create its records; a bulk row sent twice is refused as a duplicate.
 */
const quotes: FastifyPluginAsync = async (app) => {
  async function answerQuote(
    request: FastifyRequest<{ Body: QuotePayload }>,
    reply: FastifyReply,
    { bulk }: { bulk: boolean },
  ) {
    const userId = currentUser(request).id;
    const checked = validateQuote(request.body);
    if (!checked.ok) throw badRequest('Invalid input', checked.errors);
    if (bulk && (await hasQuotedSameBook(app.db, userId, checked.book))) {
      throw codedError('duplicateBulkUpload', BULK_UPLOAD_TEXTS.duplicates);
    }
    const outcome = await createQuote(app.db, userId, checked.book, await currentPriceList(app.db));
    if (outcome.kind === 'invalid') throw badRequest('Invalid input', outcome.errors);
    if (outcome.kind === 'isbn-taken') {
      throw codedError('isbnExists', ISBN_EXISTS_MESSAGE);
    }
    return reply.code(201).send({ ...SUCCESS, ...outcome.quote });
  }

  app.post<{ Body: QuotePayload }>('/user/getquote', (request, reply) =>
    answerQuote(request, reply, { bulk: false }),
  );
  app.post<{ Body: QuotePayload }>('/user/uploadbookbulk', (request, reply) =>
    answerQuote(request, reply, { bulk: true }),
  );
};

export default quotes;
