// Chat: the support conversation, its images and its live events.
// This file is the feature's public face: other features and the entry points use only it.
export { addChatMessage } from './add-chat-message.ts';
export { announceChatChange, chatEventsPlugin } from './chat-events.ts';
export { CHAT_ROUTE_OPTIONS, readChatInput } from './chat-image.ts';
export { chatMessageAnswer, conversation } from './conversation.ts';
