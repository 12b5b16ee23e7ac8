/** The system's answer to a message sent outside office hours (see `isChatOfficeOpen`). */
export const CLOSED_OFFICE_REPLY =
  'Thank you for your message. Our office is closed now: we answer between 08:00 and 17:00 (South African time) and will reply to you then.';

export const EMPTY_CHAT_MESSAGE = 'Please type a message or attach an image.';
export const CHAT_IMAGE_TYPE_MESSAGE = 'The image must be an svg, png, jpg, jpeg or jfif file.';
export const CHAT_IMAGE_SIZE_MESSAGE = 'The image must be 5 MB or smaller.';
export const CHAT_ABOUT_MESSAGE = 'That book or order is not one of yours.';

/** The largest image a chat message carries, decoded. */
export const CHAT_IMAGE_MAX_BYTES = 5 * 1024 * 1024;
