import { formatDateTime } from '@pod-portal/domain';
import type { components } from '@pod-portal/sdk';
import type { UnlistedMessage } from './use-unlisted-messages.ts';

type ChatMessage = components['schemas']['ChatMessage'];

export interface ChatMessageListProps {
  messages: readonly ChatMessage[];
  /** The author's own messages kept offline or just sent, after the server's. */
  unlisted?: readonly UnlistedMessage[];
  /** Whose screen it is: the author's own, or staff answering `authorName`. */
  viewer: 'author' | 'staff';
  authorName?: string;
}

function senderOf(
  message: ChatMessage,
  viewer: ChatMessageListProps['viewer'],
  authorName: string,
) {
  // The closed-office reply and the notices of staff decisions (a book moved on, a change request answered).
  if (message.source === 'system') return 'Print on Demand';
  if (message.source === 'admin') return 'Support';
  return viewer === 'author' ? 'You' : authorName;
}

/**
 * A conversation, oldest first, kept scrolled to the newest message (by CSS: its scroll box
 * runs bottom up, so new messages and late-loading images keep it at the end). It is a live
 * region (`role="log"`), so a screen reader reads out messages that arrive while it is open.
 */
export function ChatMessageList({
  messages,
  unlisted = [],
  viewer,
  authorName = 'Author',
}: ChatMessageListProps) {
  if (messages.length === 0 && unlisted.length === 0)
    return (
      <p className="chat-empty">
        No messages yet. Ask us anything about your books, orders or payments.
      </p>
    );
  return (
    <div className="chat-messages" role="log" aria-label="Messages">
      <ol className="chat-messages__list">
        {messages.map((message) => {
          const mine = (viewer === 'author') === (message.source === 'user');
          const sender = senderOf(message, viewer, authorName);
          return (
            <li
              key={message.id}
              className="chat-message"
              data-mine={mine || undefined}
              data-source={message.source}
            >
              <p className="chat-message__meta">
                <span className="chat-message__sender">{sender}</span>{' '}
                <time dateTime={message.created_at}>
                  {formatDateTime(new Date(message.created_at))}
                </time>
              </p>
              {message.about && (
                <p className="chat-message__about">
                  {message.about.kind === 'book'
                    ? `About the book “${message.about.title}”`
                    : `About ${message.about.title}`}
                </p>
              )}
              {message.message && <p className="chat-message__text">{message.message}</p>}
              {message.image_url && (
                <a href={`/api${message.image_url}`} target="_blank" rel="noopener noreferrer">
                  <img
                    className="chat-message__image"
                    src={`/api${message.image_url}`}
                    alt={`Attachment from ${sender} (opens in a new tab)`}
                    loading="lazy"
                  />
                </a>
              )}
            </li>
          );
        })}
        {unlisted.map((message) => (
          <li key={message.id} className="chat-message" data-mine data-unlisted={message.state}>
            <p className="chat-message__meta">
              <span className="chat-message__sender">You</span>{' '}
              <span className="chat-message__state">
                {message.state === 'waiting' ? 'Waiting to send' : 'Sent'}
              </span>
            </p>
            <p className="chat-message__text">{message.message}</p>
          </li>
        ))}
      </ol>
    </div>
  );
}
