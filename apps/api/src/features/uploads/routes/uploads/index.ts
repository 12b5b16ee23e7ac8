import { SUCCESS, UPLOAD_CHUNK_BYTES } from '@pod-portal/domain';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { UploadKind } from '../../../../db/schema/index.ts';
import { currentUser } from '../../../auth/index.ts';
import { sweepAbandonedUploads } from '../../abandoned-uploads.ts';
import { receiveChunk, uploadStatus } from '../../receive-chunk.ts';
import type { UploadIdentity } from '../../upload-rows.ts';

interface UploadQuery {
  name: string;
  size: number;
  local_bookId: number;
  international_bookId: number;
  totalChunks: number;
}

interface ChunkQuery extends UploadQuery {
  md5_chunk: string;
  currentChunkIndex?: number;
  currentCoverChunkIndex?: number;
}

const identity = (
  request: FastifyRequest,
  kind: UploadKind,
  query: UploadQuery,
): UploadIdentity => ({
  userId: currentUser(request).id,
  kind,
  ids: { localBookId: query.local_bookId, internationalBookId: query.international_bookId },
  name: query.name,
  size: query.size,
  totalChunks: query.totalChunks,
});

/**
 * Chunked uploads of a book's files (`/session/v2/packet`, `-cover`, `-audio`) and where an
 * interrupted one resumes (`/session/v2/packet-status`). Uploads abandoned for two weeks are
 * removed.
 */
const uploadRoutes: FastifyPluginAsync = async (app) => {
  sweepAbandonedUploads(app);
  // A chunk is raw bytes, or a base64 data URL as text (a third larger). Raw bytes reach the
  // handler as the request's stream, read while the chunk's checks run (receivedChunk, which
  // also holds them to a chunk's size).
  app.addContentTypeParser('application/octet-stream', (_request, body, done) => done(null, body));
  const chunkBodyLimit = Math.ceil((UPLOAD_CHUNK_BYTES * 4) / 3) + 200;

  const route = (path: string, kind: UploadKind) =>
    app.post<{ Querystring: ChunkQuery; Body: unknown }>(
      path,
      { bodyLimit: chunkBodyLimit },
      async (request, reply: FastifyReply) => {
        const { query } = request;
        const answer = await receiveChunk(app, identity(request, kind, query), {
          index: query.currentChunkIndex ?? query.currentCoverChunkIndex ?? 0,
          md5: query.md5_chunk,
          body: request.body,
        });
        return reply.code(answer.status).send(answer.body);
      },
    );
  route('/session/v2/packet', 'book');
  route('/session/v2/packet-cover', 'cover');
  route('/session/v2/packet-audio', 'audio');

  app.get<{ Querystring: UploadQuery & { kind: UploadKind } }>(
    '/session/v2/packet-status',
    async (request) => ({
      ...SUCCESS,
      next_index: await uploadStatus(app, identity(request, request.query.kind, request.query)),
    }),
  );
};

export default uploadRoutes;
