import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import { CLOSED_OFFICE_REPLY, isChatOfficeOpen } from '@pod-portal/domain';
import type { FastifyInstance } from 'fastify';
import { chatMessages } from '../../db/schema/index.ts';
import { recordStaffAction } from '../audit/index.ts';
import { announceChatChange } from './chat-events.ts';
import type { ChatImage } from './chat-image.ts';

export interface NewChatMessage {
  /** The author whose conversation it joins. */
  userId: number;
  source: 'user' | 'admin';
  body: string;
  image: ChatImage | undefined;
  about: { kind: 'book' | 'order'; id: number } | undefined;
  /** The staff member answering (`admin` messages). */
  sentBy?: number;
  /** When it was sent (the closed-office rule reads it); now by default. */
  now?: Date;
}

/**
 * Stores a message (its image first, in file storage) and, for an author's message outside
 * office hours, the closed-office reply, in one transaction that also records a staff answer
 * as a staff action (and sends the author a push notification about it) and tells every
 * server instance the conversation changed. Returns the ids written. A failed insert removes
 * the stored image again.
 */
export async function addChatMessage(
  app: Pick<FastifyInstance, 'jobs' | 'storage'>,
  message: NewChatMessage,
): Promise<{ id: number; autoReplyId: number | undefined }> {
  const now = message.now ?? new Date();
  const stored = message.image
    ? await app.storage.put(Readable.from([message.image.bytes]), {
        folder: 'chat',
        maxBytes: message.image.bytes.length,
      })
    : undefined;
  try {
    return await app.jobs.transaction(async (tx, send) => {
      const [row] = await tx
        .insert(chatMessages)
        .values({
          userId: message.userId,
          source: message.source,
          body: message.body,
          sentBy: message.sentBy ?? null,
          ...(stored &&
            message.image && {
              imageFileName: `chat-${randomUUID()}${message.image.extension}`,
              imageKey: stored.key,
              imageBytes: stored.bytes,
            }),
          aboutKind: message.about?.kind ?? null,
          aboutId: message.about?.id ?? null,
          createdAt: now,
        })
        .returning({ id: chatMessages.id });
      if (!row) throw new Error('the chat message was not stored');
      let autoReplyId: number | undefined;
      if (message.source === 'user' && !isChatOfficeOpen(now)) {
        const [reply] = await tx
          .insert(chatMessages)
          .values({
            userId: message.userId,
            source: 'system',
            body: CLOSED_OFFICE_REPLY,
            createdAt: now,
          })
          .returning({ id: chatMessages.id });
        autoReplyId = reply?.id;
      }
      if (message.sentBy !== undefined)
        await recordStaffAction(tx, {
          staffId: message.sentBy,
          action: 'chat.reply',
          userId: message.userId,
          details: { messageId: row.id, image: stored !== undefined },
        });
      if (message.source === 'admin')
        await send('push', { userId: message.userId, notice: { kind: 'chat' } });
      await announceChatChange(tx, { userId: message.userId, messageId: autoReplyId ?? row.id });
      return { id: row.id, autoReplyId };
    });
  } catch (error) {
    if (stored) await app.storage.delete(stored.key).catch(() => {});
    throw error;
  }
}
