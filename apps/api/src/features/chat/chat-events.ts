import { EventEmitter } from 'node:events';
import { sql } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../../db/client.ts';
import { currentUser } from '../auth/index.ts';

/** A conversation changed: a message was added to it or read. */
export interface ChatEvent {
  /** The author whose conversation it is. */
  userId: number;
  /** The conversation's newest message when the change was sent. */
  messageId: number;
}

interface ChatEvents {
  /** Calls `listener` for every change (of every conversation); returns the unsubscribe. */
  subscribe(listener: (event: ChatEvent) => void): () => void;
  /**
   * Answers the request with a `text/event-stream` sending `event: chat` for each change
   * `pick` lets through (its data what `pick` returns), until the client leaves, the session
   * it was opened with ends (on any instance: a logout, a suspension, a change of role), or
   * the server closes.
   */
  stream(
    request: FastifyRequest,
    reply: FastifyReply,
    pick: (event: ChatEvent) => number | undefined,
  ): void;
}

declare module 'fastify' {
  interface FastifyInstance {
    chatEvents: ChatEvents;
  }
}

const CHANNEL = 'chat_events';

/** Proxies close connections idle for a minute or so; a comment line keeps the stream open. */
const KEEP_ALIVE_MS = 25_000;

/**
 * Tells every instance of the server, once `db`'s transaction commits, that a conversation
 * changed (PostgreSQL's NOTIFY is delivered on commit, and not at all on rollback).
 */
export async function announceChatChange(db: Db, event: ChatEvent): Promise<void> {
  await db.execute(sql`select pg_notify(${CHANNEL}, ${`${event.userId}:${event.messageId}`})`);
}

function parseEvent(payload: string): ChatEvent | undefined {
  const [userId, messageId] = payload.split(':').map(Number);
  return Number.isSafeInteger(userId) && Number.isSafeInteger(messageId)
    ? { userId: userId as number, messageId: messageId as number }
    : undefined;
}

/**
 * The chat's live updates: one LISTEN per server instance, fanned out in process to the open
 * event streams (routes/chat and routes/staff), so an answer written on any instance reaches
 * an author connected to another.
 */
export const chatEventsPlugin = fp(
  async (app) => {
    const emitter = new EventEmitter();
    // One listener per open stream: a busy support desk has many, which is not a leak.
    emitter.setMaxListeners(0);
    const stop = await app.database.listen(CHANNEL, (payload) => {
      const event = parseEvent(payload);
      if (event) emitter.emit('change', event);
    });
    const subscribe = (listener: (event: ChatEvent) => void) => {
      emitter.on('change', listener);
      return () => emitter.off('change', listener);
    };
    // Open streams never end by themselves: closing the server ends them, or it would wait.
    const open = new Set<() => void>();
    app.addHook('preClose', async () => {
      for (const end of open) end();
    });
    app.addHook('onClose', async () => {
      await stop();
    });
    app.decorate('chatEvents', {
      subscribe,
      stream(request, reply, pick) {
        const session = currentUser(request);
        reply.hijack();
        const response = reply.raw;
        response.writeHead(200, {
          'content-type': 'text/event-stream; charset=utf-8',
          'cache-control': 'no-store',
          'x-request-id': request.id,
          // Tells nginx-like proxies not to buffer the stream.
          'x-accel-buffering': 'no',
        });
        // Sent at once so the client knows the stream is open; `retry` paces its reconnects.
        response.write('retry: 3000\n: open\n\n');
        const unsubscribe = subscribe((event) => {
          const data = pick(event);
          if (data !== undefined) response.write(`event: chat\ndata: ${data}\n\n`);
        });
        const keepAlive = setInterval(() => response.write(': keep-alive\n\n'), KEEP_ALIVE_MS);
        const end = () => {
          if (!open.delete(end)) return;
          clearInterval(keepAlive);
          unsubscribe();
          unwatch();
          response.end();
        };
        // The client then opens the stream again and learns its session is over (401).
        const unwatch = app.sessionEnds.watch(session, end);
        open.add(end);
        request.raw.once('close', end);
        response.once('close', end);
      },
    });
  },
  { name: 'chat-events', fastify: '5.x', dependencies: ['database', 'session-ends'] },
);
