import { describe, expect, it } from 'vitest';
import { chatImageFits, chatInputSchema, dataUrlBytes } from './chat-input.ts';
import { CHAT_IMAGE_MAX_BYTES, CHAT_IMAGE_SIZE_MESSAGE } from './chat-texts.ts';

const dataUrl = (bytes: number) =>
  `data:image/png;base64,${Buffer.alloc(bytes, 7).toString('base64')}`;

describe('the chat image size', () => {
  it('counts the decoded bytes of a data URL, padding and all', () => {
    for (const bytes of [0, 1, 2, 3, 4, 5, 1000, 1001, 1002]) {
      expect(dataUrlBytes(dataUrl(bytes))).toBe(bytes);
    }
  });

  it('takes 5 MB and refuses a byte more, in the product’s words', () => {
    expect(chatImageFits(dataUrl(CHAT_IMAGE_MAX_BYTES))).toBe(true);
    expect(chatImageFits(dataUrl(CHAT_IMAGE_MAX_BYTES + 1))).toBe(false);
    const refused = chatInputSchema.safeParse({
      message: '',
      imageData: dataUrl(CHAT_IMAGE_MAX_BYTES + 1),
    });
    expect(refused.error?.issues.map((issue) => [issue.path, issue.message])).toEqual([
      [['imageData'], CHAT_IMAGE_SIZE_MESSAGE],
    ]);
    expect(chatInputSchema.safeParse({ message: '', imageData: null }).success).toBe(true);
  });
});
