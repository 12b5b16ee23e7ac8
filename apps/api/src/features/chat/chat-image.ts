import {
  CHAT_IMAGE_MAX_BYTES,
  CHAT_IMAGE_SIZE_MESSAGE,
  CHAT_IMAGE_TYPE_MESSAGE,
  chatInputSchema,
  EMPTY_CHAT_MESSAGE,
  type SniffedFileType,
  sniffFileType,
} from '@pod-portal/domain';
import { invalidField } from '../../http/api-error.ts';
import { readDataUrl } from '../../lib/data-url.ts';

/**
 * The route options of an operation taking a chat image: a body of at most 7.5 MB (5 MB of image
 * as base64 is about 7 MB, plus the text), and the product's size message whichever limit a
 * larger image meets first: the contract's schema (`bodyRules`), the body limit (`bodyTooLarge`)
 * or the decoded size (`readChatInput`).
 */
export const CHAT_ROUTE_OPTIONS = {
  bodyLimit: 7_500_000,
  config: {
    bodyRules: chatInputSchema,
    bodyTooLarge: { field: 'imageData', message: CHAT_IMAGE_SIZE_MESSAGE },
  },
};

/** A chat image checked by its content: its bytes and the extension it is stored under. */
export interface ChatImage {
  bytes: Buffer;
  extension: '.png' | '.jpg' | '.svg';
}

// Media types a data URL may declare, and the content each must really have (a .jfif is JPEG).
const BY_MEDIA_TYPE: Readonly<
  Record<string, { type: SniffedFileType; extension: ChatImage['extension'] }>
> = {
  'image/png': { type: 'png', extension: '.png' },
  'image/jpeg': { type: 'jpeg', extension: '.jpg' },
  'image/jpg': { type: 'jpeg', extension: '.jpg' },
  'image/pjpeg': { type: 'jpeg', extension: '.jpg' },
  'image/svg+xml': { type: 'svg', extension: '.svg' },
};

// Only the types above, so another type is refused as one whatever its size.
const DATA_URL_HEAD = new RegExp(
  `^data:(${Object.keys(BY_MEDIA_TYPE)
    .map((type) => type.replace(/[+.]/g, '\\$&'))
    .join('|')})(?:;[\\w.+-]+=[\\w.+-]+)*;base64$`,
  'i',
);

/**
 * The image of a chat message's `imageData` (a base64 data URL), or a 400 in the product's
 * words: a type other than svg, png or jpeg, content that is not what the type says, or more
 * than 5 MB.
 */
async function readChatImage(dataUrl: string): Promise<ChatImage> {
  const read = readDataUrl(dataUrl.replace(/\s+/g, ''), {
    head: DATA_URL_HEAD,
    maxBytes: CHAT_IMAGE_MAX_BYTES,
    malformed: CHAT_IMAGE_TYPE_MESSAGE,
    tooLarge: CHAT_IMAGE_SIZE_MESSAGE,
  });
  if (!read.ok) throw invalidField('imageData', read.refusal);
  const { bytes, head } = read;
  const expected = BY_MEDIA_TYPE[(head[1] ?? '').toLowerCase()];
  if (!expected || bytes.length === 0 || (await sniffFileType(bytes)) !== expected.type)
    throw invalidField('imageData', CHAT_IMAGE_TYPE_MESSAGE);
  return { bytes, extension: expected.extension };
}

/** A message's text (trimmed) and image, or a 400 when it has neither or the image is refused. */
export async function readChatInput(input: {
  message: string;
  imageData?: string | null | undefined;
}): Promise<{ body: string; image: ChatImage | undefined }> {
  const body = input.message.trim();
  const image = input.imageData ? await readChatImage(input.imageData) : undefined;
  if (body === '' && !image) throw invalidField('message', EMPTY_CHAT_MESSAGE);
  return { body, image };
}
