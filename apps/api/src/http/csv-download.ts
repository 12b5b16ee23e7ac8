import { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';

/**
 * Answers a CSV file the browser saves as `fileName` (`Content-Disposition: attachment`),
 * never cached. `text` may be a whole file or chunks read as they are sent (an export of any
 * length): the first is read before the answer starts, so a database that fails at once gets
 * the error envelope; a failure later ends the connection, so the download fails instead of
 * looking complete.
 */
export async function sendCsvFile(
  reply: FastifyReply,
  fileName: string,
  text: string | AsyncIterable<string>,
) {
  reply
    .type('text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${fileName}"`)
    .header('cache-control', 'no-store');
  if (typeof text === 'string') return reply.send(text);
  const chunks = text[Symbol.asyncIterator]();
  const first = await chunks.next();
  async function* all() {
    if (first.done) return;
    yield first.value;
    for (let next = await chunks.next(); !next.done; next = await chunks.next()) yield next.value;
  }
  return reply.send(Readable.from(all()));
}
