import { AUDIO_EXTENSIONS, COVER_EXTENSIONS } from '@pod-portal/domain';
import type { UploadKind } from '../db/schema/index.ts';

/** The chunk size the portal sends (every chunk but the last is exactly this long). */
export const CHUNK_BYTES = 1_024_000;

/**
 * Chunks an upload may have in flight at once: the one expected next and those just after it
 * (never the first, which creates the file, nor the last, which completes it).
 */
export const CHUNKS_IN_FLIGHT = 4;

const MB = 1024 * 1024;

/** What each kind of upload accepts: its extensions, largest file and storage folder. */
export const UPLOAD_KINDS: Record<
  UploadKind,
  { extensions: readonly string[]; maxBytes: number; folder: string; label: string }
> = {
  // Every book file the contract allows (.pdf print-ready, .docx raw, .epub, .indd to convert).
  book: {
    extensions: ['.pdf', '.docx', '.epub', '.indd'],
    maxBytes: 500 * MB,
    folder: 'manuscripts',
    label: 'book',
  },
  cover: { extensions: COVER_EXTENSIONS, maxBytes: 100 * MB, folder: 'covers', label: 'cover' },
  audio: { extensions: AUDIO_EXTENSIONS, maxBytes: 300 * MB, folder: 'audio', label: 'audio' },
};
