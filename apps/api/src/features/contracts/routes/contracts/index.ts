import { SUCCESS } from '@pod-portal/domain';
import { and, desc, eq, inArray } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import { contracts } from '../../../../db/schema/index.ts';
import { badRequest, notFound } from '../../../../http/api-error.ts';
import { renderedOnce, sendPdf } from '../../../../pdf/send-pdf.ts';
import { currentUser } from '../../../auth/index.ts';
import { type BookPairIds, findBookPair } from '../../../books/index.ts';
import { contractTemplateSpec } from '../../contract-document.ts';
import { ContractStateError } from '../../sign-books.ts';
import { appendixSigning, firstSigning, type SigningBody } from './book-signings.ts';
import { resignBook } from './resign-book.ts';
import { savedSignature, saveSignature } from './save-signature.ts';

/**
 * A signing carries two drawings of up to 2,000,000 characters each (the contract's limit),
 * above the server's usual body limit; the 1 MB per drawing is checked on the decoded image.
 */
const SIGNING_BODY_LIMIT = 4_500_000;

interface BookPair {
  local_bookId: number;
  international_bookId: number;
}

const pairIds = (body: BookPair): BookPairIds => ({
  localBookId: body.local_bookId,
  internationalBookId: body.international_bookId,
});

/** A refused signing answers 400 with the reason in the product's words, on the book's field. */
async function refusedAsBadRequest<T>(field: string, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof ContractStateError)
      throw badRequest(error.message, [{ field, message: error.message }]);
    throw error;
  }
}

/**
 * Publishing contracts: the terms to read, signing (first signing and the appendix),
 * re-signing a changed contract, the kept signature, and the signed PDF of a book.
 */
const contractRoutes: FastifyPluginAsync = async (app) => {
  // The unsigned terms are the same for everyone.
  const template = renderedOnce(app, contractTemplateSpec);

  app.get('/user/viewcontract', async (_request, reply) =>
    sendPdf(reply, 'publishing-agreement.pdf', await template()),
  );

  app.post<{ Body: BookPair }>('/user/viewsignedcontract', async (request, reply) => {
    const { id: userId } = currentUser(request);
    const pair = await findBookPair(app.db, userId, pairIds(request.body));
    if (!pair) throw notFound();
    const [latest] = await app.db
      .select({ fileKey: contracts.fileKey, version: contracts.version })
      .from(contracts)
      .where(
        and(
          eq(contracts.userId, userId),
          inArray(
            contracts.bookId,
            pair.map((book) => book.id),
          ),
        ),
      )
      .orderBy(desc(contracts.version))
      .limit(1);
    if (!latest) throw notFound('This book has no signed contract yet');
    return sendPdf(
      reply,
      `contract-${pair[0]?.id ?? 0}-v${latest.version}.pdf`,
      await app.storage.get(latest.fileKey),
    );
  });

  app.post<{ Body: SigningBody }>(
    '/user/uploadsignature',
    { bodyLimit: SIGNING_BODY_LIMIT },
    async (request) => {
      await refusedAsBadRequest('local_bookId', () =>
        firstSigning(app, request, pairIds(request.body)),
      );
      return SUCCESS;
    },
  );

  app.post<{ Body: SigningBody }>(
    '/user/uploadsignatureappendix',
    { bodyLimit: SIGNING_BODY_LIMIT },
    async (request) => {
      await refusedAsBadRequest('local_bookId', () =>
        appendixSigning(app, request, pairIds(request.body)),
      );
      return SUCCESS;
    },
  );

  app.post<{ Body: { fileData: string } }>('/user/saveusersignature', async (request) => {
    await saveSignature(app, currentUser(request).id, request.body.fileData);
    return SUCCESS;
  });

  app.get('/user/usersignature', async (request) => ({
    ...SUCCESS,
    fileData: await savedSignature(app, currentUser(request).id),
  }));

  app.put<{
    Params: { bookId: number; isInternational: 0 | 1 };
    Body: { filedata: string; initial_base64: string; signedPlace: string };
  }>(
    '/user/resign/:bookId/:isInternational',
    { bodyLimit: SIGNING_BODY_LIMIT },
    async (request) => {
      await refusedAsBadRequest('bookId', () => resignBook(app, request));
      return SUCCESS;
    },
  );
};

export default contractRoutes;
