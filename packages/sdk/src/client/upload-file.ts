import { type ChunkBody, chunkBody } from '../upload/chunk-body.ts';
import {
  type ChunkAnswer,
  DEFAULT_CHUNK_SIZE,
  type UploadOptions,
  type UploadResult,
  uploadInChunks,
} from '../upload/upload-in-chunks.ts';
import type { CallOperation } from './resource-methods.ts';

/** A file for a book: a File carries its own name; a plain Blob needs one (its extension counts). */
export type BookFile = ({ file: File; name?: string } | { file: Blob; name: string }) & {
  /** The local book record's id (`0` when none). */
  localBookId: number;
  /** The international book record's id (`0` when none). */
  internationalBookId: number;
};

/**
 * Uploads a file in chunks. Without `startIndex` it first asks the server where this file's
 * upload stands (`GET /session/v2/packet-status`), so an interrupted upload resumes there.
 */
export type UploadFile = (target: BookFile, options?: UploadOptions) => Promise<UploadResult>;

interface ChunkEndpoint {
  path: string;
  kind: 'book' | 'cover' | 'audio';
  /** The query field carrying the chunk index. */
  indexField: 'currentChunkIndex' | 'currentCoverChunkIndex';
}

type Answer = { data?: unknown; error?: unknown; response: Response };

/** An uploader for one of the chunk endpoints. */
export function uploadFile(call: CallOperation, endpoint: ChunkEndpoint): UploadFile {
  return async (target, options = {}) => {
    const chunkSize = options.chunkSize ?? DEFAULT_CHUNK_SIZE;
    const fields = {
      name: target.name ?? (target.file as File).name,
      size: target.file.size,
      local_bookId: target.localBookId,
      international_bookId: target.internationalBookId,
      totalChunks: Math.max(1, Math.ceil(target.file.size / chunkSize)),
    };
    const startIndex =
      options.startIndex ?? (await askNextIndex(call, endpoint.kind, fields, options.signal));
    return uploadInChunks(
      target.file,
      async (chunk) =>
        readChunkAnswer(
          (await call('post', endpoint.path, {
            params: {
              query: {
                ...fields,
                md5_chunk: chunk.md5,
                [endpoint.indexField]: chunk.index,
              },
            },
            ...chunkBody(chunk.body),
            bodySerializer: (body: ChunkBody['body']) => body,
            headers: { 'Content-Type': 'application/octet-stream' },
            signal: chunk.signal,
          })) as Answer,
        ),
      { ...options, chunkSize, startIndex },
    );
  };
}

// Where the server stands; 0 when it cannot say (the chunk answers will still correct it).
async function askNextIndex(
  call: CallOperation,
  kind: ChunkEndpoint['kind'],
  fields: object,
  signal: AbortSignal | undefined,
): Promise<number> {
  try {
    const { data } = (await call('get', '/session/v2/packet-status', {
      params: { query: { kind, ...fields } },
      signal,
    })) as Answer;
    const next = (data as { next_index?: unknown } | undefined)?.next_index;
    return typeof next === 'number' ? next : 0;
  } catch {
    return 0;
  }
}

// 200 (stored, or the final name), 409 (out of turn) and 422 (MD5 mismatch) each say which
// chunk the server lacks first.
function readChunkAnswer({ data, error, response }: Answer): ChunkAnswer {
  const body = (data ?? error ?? {}) as { next_index?: unknown; finalFilename?: unknown };
  if (response.ok && typeof body.finalFilename === 'string') {
    return { kind: 'finished', finalFilename: body.finalFilename };
  }
  if (typeof body.next_index === 'number') {
    if (response.ok) return { kind: 'stored', nextIndex: body.next_index };
    if (response.status === 409) return { kind: 'outOfTurn', nextIndex: body.next_index };
    if (response.status === 422) return { kind: 'mismatch' };
  }
  return { kind: 'rejected', status: response.status, error };
}
