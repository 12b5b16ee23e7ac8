import { SUCCESS } from '@pod-portal/domain';
import { and, desc, eq, isNull } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import { books, chatMessages, orders, users } from '../../../../db/schema/index.ts';
import { notFound } from '../../../../http/api-error.ts';
import { currentUser } from '../../../auth/index.ts';
import {
  addChatMessage,
  announceChatChange,
  CHAT_ROUTE_OPTIONS,
  chatMessageAnswer,
  conversation,
  readChatInput,
} from '../../../chat/index.ts';
import { staffInbox } from '../../staff-inbox.ts';

/** How many of an author's newest order lines an answer shows beside the conversation. */
const ORDERS_SHOWN = 20;

interface AuthorParams {
  userId: number;
}

/** The support inbox: conversations, one author's with their books and orders, answers. */
export const staffChatRoutes: FastifyPluginAsync = async (app) => {
  /** The author of a conversation, or 404. */
  async function author(userId: number) {
    const [row] = await app.db
      .select({
        id: users.id,
        nameFirst: users.nameFirst,
        nameLast: users.nameLast,
        email: users.email,
      })
      .from(users)
      .where(and(eq(users.id, userId), eq(users.role, 'author')));
    if (!row) throw notFound();
    return row;
  }

  app.get('/staff/chats', async () => ({ ...SUCCESS, chats: await staffInbox(app.db) }));

  app.get('/staff/chats/events', (request, reply) => {
    app.chatEvents.stream(request, reply, (event) => event.userId);
  });

  app.get<{ Params: AuthorParams }>('/staff/chats/:userId', async (request) => {
    const person = await author(request.params.userId);
    await app.db.transaction(async (tx) => {
      const opened = await tx
        .update(chatMessages)
        .set({ readAt: new Date() })
        .where(
          and(
            eq(chatMessages.userId, person.id),
            eq(chatMessages.source, 'user'),
            isNull(chatMessages.readAt),
          ),
        )
        .returning({ id: chatMessages.id });
      if (opened.length > 0)
        await announceChatChange(tx, {
          userId: person.id,
          messageId: Math.max(...opened.map((row) => row.id)),
        });
    });
    const [messages, bookRows, orderRows] = await Promise.all([
      conversation(app.db, person.id),
      app.db
        .select({ id: books.id, title: books.bookTitle, status: books.status })
        .from(books)
        .where(eq(books.userId, person.id))
        .orderBy(desc(books.id)),
      app.db
        .select({
          id: orders.orderId,
          book_title: orders.productTitle,
          quantity: orders.quantity,
          status: orders.saleStatus,
          created_at: orders.createdAt,
        })
        .from(orders)
        .innerJoin(books, eq(books.id, orders.bookId))
        .where(eq(books.userId, person.id))
        .orderBy(desc(orders.createdAt))
        .limit(ORDERS_SHOWN),
    ]);
    return {
      ...SUCCESS,
      author: {
        user_id: person.id,
        name: `${person.nameFirst} ${person.nameLast}`.trim(),
        email: person.email,
      },
      messages: messages.map((row) => chatMessageAnswer(row, 'staff', app.config.tokenSecret)),
      books: bookRows,
      orders: orderRows.map((row) => ({ ...row, created_at: row.created_at.toISOString() })),
    };
  });

  app.post<{ Params: AuthorParams; Body: { message: string; imageData?: string | null } }>(
    '/staff/chats/:userId',
    CHAT_ROUTE_OPTIONS,
    async (request, reply) => {
      const staffId = currentUser(request).id;
      const person = await author(request.params.userId);
      const { body, image } = await readChatInput(request.body);
      const written = await addChatMessage(app, {
        userId: person.id,
        source: 'admin',
        body,
        image,
        about: undefined,
        sentBy: staffId,
      });
      const [row] = await conversation(app.db, person.id, [written.id]);
      if (!row) throw notFound();
      return reply.code(201).send({
        ...SUCCESS,
        message: chatMessageAnswer(row, 'staff', app.config.tokenSecret),
        autoReply: null,
      });
    },
  );
};
