import { desc } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import { outbox } from '../../../../db/schema/index.ts';
import { escapeHtml } from '../../../../lib/escape-html.ts';

export const prefix = '/dev';

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

/**
 * The dev outbox: the messages kept instead of sent when no SMTP server is configured, newest
 * first, as an HTML page or `?format=json`. It holds everyone's links, so it answers only
 * requests from this machine, and is not served at all when NODE_ENV=production.
 */
const devMailbox: FastifyPluginAsync = async (app) => {
  if (app.config.production) return;
  app.get<{ Querystring: { format?: string } }>('/mailbox', async (request, reply) => {
    if (!LOOPBACK.has(request.ip)) return reply.callNotFound();
    const messages = await app.db.select().from(outbox).orderBy(desc(outbox.id)).limit(200);
    if (request.query.format === 'json') return { messages };
    const items = messages
      .map(
        (m) =>
          `<article><h2>${escapeHtml(m.subject)}</h2><p>To ${escapeHtml(m.to)}, ${m.createdAt.toISOString()}</p>${m.html}</article>`,
      )
      .join('<hr>');
    return reply
      .type('text/html; charset=utf-8')
      .send(
        `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Dev mailbox</title></head><body><h1>Dev mailbox</h1>${items || '<p>No messages yet.</p>'}</body></html>`,
      );
  });
};

export default devMailbox;
