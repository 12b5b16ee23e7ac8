// What other screen areas use of the support chat (the only way in: .dependency-cruiser.cjs):
// the staff inbox answers with the same conversation parts.

export { ChatComposer, type ChatDraft } from './ChatComposer.tsx';
export { ChatMessageList } from './ChatMessageList.tsx';
export { CHAT_POLL_MS } from './chat-query.ts';
export { SEND_NETWORK_FAILURE, sendFailure } from './send-failure.ts';
export { useServerEvents } from './use-server-events.ts';
