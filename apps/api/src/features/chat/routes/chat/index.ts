import { SUCCESS } from '@pod-portal/domain';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import { chatMessages } from '../../../../db/schema/index.ts';
import { throttle } from '../../../../lib/throttle.ts';
import { currentUser } from '../../../auth/index.ts';
import { addChatMessage } from '../../add-chat-message.ts';
import { announceChatChange } from '../../chat-events.ts';
import { CHAT_ROUTE_OPTIONS, readChatInput } from '../../chat-image.ts';
import { chatMessageAnswer, conversation } from '../../conversation.ts';
import { ownedChatSubject } from '../../owned-chat-subject.ts';

interface ChatBody {
  message: string;
  imageData?: string | null;
  about?: { kind: 'book' | 'order'; id: number } | null;
}

/** The author's side of the support chat: read, send, mark read, follow live. */
const chat: FastifyPluginAsync = async (app) => {
  app.get('/chat/user/getchat', async (request) => {
    const { id } = currentUser(request);
    const rows = await conversation(app.db, id);
    const messages = rows.map((row) => chatMessageAnswer(row, 'author', app.config.tokenSecret));
    return { ...SUCCESS, messages, unread: messages.filter((message) => !message.read).length };
  });

  app.post<{ Body: ChatBody }>('/chat/user/sendmsg', CHAT_ROUTE_OPTIONS, async (request, reply) => {
    const { id } = currentUser(request);
    await throttle(app.db, [[`chat:account:${id}`, app.config.throttle.chatPerAccount]]);
    const { about } = request.body;
    const { body, image } = await readChatInput(request.body);
    if (about) await ownedChatSubject(app.db, id, about);
    const written = await addChatMessage(app, {
      userId: id,
      source: 'user',
      body,
      image,
      about: about ?? undefined,
    });
    const writtenIds = [written.id, written.autoReplyId].filter((x) => x !== undefined);
    const rows = await conversation(app.db, id, writtenIds);
    const answer = (messageId: number | undefined) => {
      const row = rows.find((candidate) => candidate.id === messageId);
      return row ? chatMessageAnswer(row, 'author', app.config.tokenSecret) : null;
    };
    return reply
      .code(201)
      .send({ ...SUCCESS, message: answer(written.id), autoReply: answer(written.autoReplyId) });
  });

  app.put('/chat/user/markread', async (request) => {
    const { id } = currentUser(request);
    return app.db.transaction(async (tx) => {
      const marked = await tx
        .update(chatMessages)
        .set({ readAt: new Date() })
        .where(
          and(
            eq(chatMessages.userId, id),
            inArray(chatMessages.source, ['admin', 'system']),
            isNull(chatMessages.readAt),
          ),
        )
        .returning({ id: chatMessages.id });
      const newest = Math.max(0, ...marked.map((row) => row.id));
      if (marked.length > 0) await announceChatChange(tx, { userId: id, messageId: newest });
      return { ...SUCCESS, updated: marked.length };
    });
  });

  app.get('/chat/user/events', (request, reply) => {
    const { id } = currentUser(request);
    app.chatEvents.stream(request, reply, (event) =>
      event.userId === id ? event.messageId : undefined,
    );
  });
};

export default chat;
