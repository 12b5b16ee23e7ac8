import { z } from 'zod';
import { optionalProse } from '../validation/field-rules.ts';
import { CHAT_IMAGE_MAX_BYTES, CHAT_IMAGE_SIZE_MESSAGE } from './chat-texts.ts';

/**
 * The bytes a base64 data URL's payload (after its comma; spaces aside) decodes to, counted from
 * its text without decoding it. A text with no comma counts whole.
 */
export function dataUrlBytes(dataUrl: string): number {
  const base64 = dataUrl.slice(dataUrl.indexOf(',') + 1).replace(/\s+/g, '');
  const padding = base64.endsWith('==') ? 2 : base64.endsWith('=') ? 1 : 0;
  return Math.max(0, Math.floor((base64.length * 3) / 4) - padding);
}

/** Whether a chat image's data URL holds at most `CHAT_IMAGE_MAX_BYTES` (5 MB) decoded. */
export function chatImageFits(dataUrl: string): boolean {
  return dataUrlBytes(dataUrl) <= CHAT_IMAGE_MAX_BYTES;
}

/**
 * A chat message's rules in the product's words, for the server to answer what the contract's
 * schema refuses with: its text is prose (what a person types, lines kept), its image at most
 * 5 MB.
 */
export const chatInputSchema = z.object({
  message: optionalProse(),
  imageData: z.string().refine(chatImageFits, CHAT_IMAGE_SIZE_MESSAGE).nullish(),
});
