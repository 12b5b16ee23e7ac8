import {
  CHAT_IMAGE_EXTENSIONS,
  CHAT_IMAGE_MAX_BYTES,
  CHAT_IMAGE_SIZE_MESSAGE,
  CHAT_IMAGE_TYPE_MESSAGE,
  fileExtension,
} from '@pod-portal/domain';

const MEDIA_TYPES: Readonly<Record<(typeof CHAT_IMAGE_EXTENSIONS)[number], string>> = {
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.jfif': 'image/jpeg',
};

/** The `accept` list of the image picker. */
export const CHAT_IMAGE_ACCEPT = [...CHAT_IMAGE_EXTENSIONS];

/**
 * A chosen image as the data URL a chat message carries, or the product's message when its
 * type or size is refused (the server checks its content again).
 */
export async function readChatImage(file: File): Promise<{ dataUrl: string } | { error: string }> {
  const extension = fileExtension(file.name) as keyof typeof MEDIA_TYPES;
  const mediaType = MEDIA_TYPES[extension];
  if (!mediaType) return { error: CHAT_IMAGE_TYPE_MESSAGE };
  if (file.size > CHAT_IMAGE_MAX_BYTES) return { error: CHAT_IMAGE_SIZE_MESSAGE };
  // Read under the type its extension names: browsers give a .jfif no image type of its own.
  const dataUrl = await new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(new Blob([file], { type: mediaType }));
  });
  return { dataUrl };
}
