import {
  computeCart,
  type ExtraServiceId,
  extraServiceCharge,
  SUCCESS,
  serviceCartItems,
} from '@pod-portal/domain';
import { and, eq } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import { cartItems } from '../../../../db/schema/index.ts';
import { invalidField, notFound } from '../../../../http/api-error.ts';
import { currentUser } from '../../../auth/index.ts';
import type { BookRow } from '../../../books/index.ts';
import { findBookPair } from '../../../books/index.ts';
import { balanceCents } from '../../../ledger/index.ts';
import { currentPriceList } from '../../../pricing/index.ts';
import { addServicesToCart } from '../../add-services.ts';
import { toWireCartItem } from '../../to-wire-cart-item.ts';
import { cartAnswer, cartItemDetails, userCart } from '../../user-cart.ts';
import payCartRoute from './pay-cart-route.ts';

interface AddCartItemBody {
  book_id?: number | null;
  international_book_id?: number | null;
  service: ExtraServiceId;
}

/** Why a service cannot be bought for this book, or null when it can. */
function notOfferedReason(pair: readonly BookRow[], service: ExtraServiceId): string | null {
  const format = pair[0]?.formatType;
  if (pair.some((book) => book.archived)) return 'This book was cancelled';
  if (service === 'coverDesign' && format !== 'print') return 'Cover design is for print books';
  if (service === 'epubConversion' && format !== 'ebook') return 'Epub conversion is for ebooks';
  if (service === 'isbnCreation' && pair.some((book) => book.isbn)) {
    return 'This book already has an ISBN';
  }
  return null;
}

/** The cart: its items and totals, adding a service for a book, removing an item, paying. */
const cartRoutes: FastifyPluginAsync = async (app) => {
  app.get('/user/getcart', async (request) => {
    const { id } = currentUser(request);
    const entries = await userCart(app.db, id);
    const totals = computeCart(
      entries.map((entry) => cartItemDetails(entry.row)),
      await balanceCents(app.db, id),
    );
    return cartAnswer(entries, totals);
  });

  app.post<{ Body: AddCartItemBody }>('/user/addtocart', async (request, reply) => {
    const { id } = currentUser(request);
    const { service } = request.body;
    const pair = await findBookPair(app.db, id, {
      localBookId: request.body.book_id ?? 0,
      internationalBookId: request.body.international_book_id ?? 0,
    });
    const [first] = pair ?? [];
    if (!pair || !first) throw notFound();
    const reason = notOfferedReason(pair, service);
    if (reason) throw invalidField('service', reason);
    const book = {
      userId: id,
      quoteId: first.quoteId,
      localBookId: pair.find((row) => row.region === 'local')?.id ?? null,
      internationalBookId: pair.find((row) => row.region === 'international')?.id ?? null,
    };
    const items = serviceCartItems([extraServiceCharge(service, await currentPriceList(app.db))]);
    const [added] = await addServicesToCart(app.db, book, items);
    const [item] = added
      ? [added]
      : await app.db
          .select()
          .from(cartItems)
          .where(and(eq(cartItems.quoteId, first.quoteId), eq(cartItems.service, service)));
    if (!item) throw notFound();
    const names = {
      local: pair.find((row) => row.region === 'local')?.bookTitle ?? null,
      international: pair.find((row) => row.region === 'international')?.bookTitle ?? null,
    };
    return reply.code(added ? 201 : 200).send({ ...SUCCESS, item: toWireCartItem(item, names) });
  });

  app.delete<{ Params: { cartItemId: number } }>(
    '/user/removefromcart/:cartItemId',
    async (request) => {
      const { id } = currentUser(request);
      const removed = await app.db
        .delete(cartItems)
        .where(and(eq(cartItems.id, request.params.cartItemId), eq(cartItems.userId, id)))
        .returning({ id: cartItems.id });
      if (removed.length === 0) throw notFound();
      return SUCCESS;
    },
  );

  await app.register(payCartRoute);
};

export default cartRoutes;
