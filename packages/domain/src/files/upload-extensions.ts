/** Extensions each upload accepts, besides the book file (see `bookFileExtensions`). */
export const COVER_EXTENSIONS = ['.pdf'] as const;
export const THUMBNAIL_EXTENSIONS = ['.jpg', '.jpeg'] as const;
export const AUDIO_EXTENSIONS = ['.mp3'] as const;
export const CHAT_IMAGE_EXTENSIONS = ['.svg', '.png', '.jpg', '.jpeg', '.jfif'] as const;
