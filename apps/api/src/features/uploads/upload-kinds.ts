import { AUDIO_EXTENSIONS, COVER_EXTENSIONS } from '@pod-portal/domain';
import type { UploadKind } from '../../db/schema/index.ts';

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
