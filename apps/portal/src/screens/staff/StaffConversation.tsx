import { formatDateTime } from '@pod-portal/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useRouteContext } from '@tanstack/react-router';
import {
  ChatComposer,
  type ChatDraft,
  ChatMessageList,
  SEND_NETWORK_FAILURE,
  sendFailure,
} from '../chat/index.ts';
import { STAFF_KEY, staffChatQuery } from './staff-queries.ts';

/** One author's conversation as staff answer it, with the author's books and orders beside. */
export function StaffConversation({ authorId }: { authorId: number }) {
  const { pod } = useRouteContext({ from: '__root__' });
  const queryClient = useQueryClient();
  const chat = useQuery(staffChatQuery(pod, authorId));

  async function reply(draft: ChatDraft) {
    try {
      const result = await pod.staff.replyChat({
        params: { path: { userId: authorId } },
        body: { message: draft.message, imageData: draft.imageData },
      });
      if (result.outcome.kind === 'ok') void queryClient.invalidateQueries({ queryKey: STAFF_KEY });
      return sendFailure(result.outcome);
    } catch {
      return SEND_NETWORK_FAILURE;
    }
  }

  if (chat.isPending) return <p role="status">Loading the conversation…</p>;
  if (!chat.data) return <p role="alert">The conversation could not be loaded.</p>;
  const { author, messages, books, orders } = chat.data;
  return (
    <section className="staff-conversation" aria-labelledby="staff-conversation-title">
      <header>
        <h2 id="staff-conversation-title">{author.name}</h2>
        <p className="staff-muted">{author.email}</p>
      </header>
      <div className="staff-conversation__body">
        <div className="staff-conversation__chat">
          <ChatMessageList messages={messages} viewer="staff" authorName={author.name} />
          <ChatComposer onSend={reply} />
        </div>
        <aside
          className="staff-conversation__context"
          aria-label={`${author.name}'s books and orders`}
        >
          <h3>Books</h3>
          {books.length === 0 ? (
            <p className="staff-muted">No books yet.</p>
          ) : (
            <ul>
              {books.map((book) => (
                <li key={book.id}>
                  {book.title}{' '}
                  <span className="staff-muted">
                    (#{book.id}, {book.status})
                  </span>
                </li>
              ))}
            </ul>
          )}
          <h3>Newest orders</h3>
          {orders.length === 0 ? (
            <p className="staff-muted">No orders yet.</p>
          ) : (
            <ul>
              {orders.map((order) => (
                <li key={`${order.id}-${order.book_title}`}>
                  Order {order.id}: {order.quantity} × {order.book_title}{' '}
                  <span className="staff-muted">
                    ({order.status}, {formatDateTime(new Date(order.created_at))})
                  </span>
                </li>
              ))}
            </ul>
          )}
        </aside>
      </div>
    </section>
  );
}
