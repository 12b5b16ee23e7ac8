export { chatImageFits, chatInputSchema, dataUrlBytes } from './chat-input.ts';
export {
  CHAT_ABOUT_MESSAGE,
  CHAT_IMAGE_MAX_BYTES,
  CHAT_IMAGE_SIZE_MESSAGE,
  CHAT_IMAGE_TYPE_MESSAGE,
  CLOSED_OFFICE_REPLY,
  EMPTY_CHAT_MESSAGE,
} from './chat-texts.ts';
export { isChatOfficeOpen } from './is-chat-office-open.ts';
