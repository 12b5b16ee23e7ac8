import type { Option } from '@pod-portal/ui';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useRouteContext } from '@tanstack/react-router';
import { useCallback, useEffect } from 'react';
import { ordersQuery } from '../../api/orders-query.ts';
import { userBooksQuery } from '../../api/user-books-query.ts';
import { useUserId } from '../../session/use-current-user.ts';
import { ChatComposer, type ChatDraft } from './ChatComposer.tsx';
import { ChatMessageList } from './ChatMessageList.tsx';
import { chatQuery } from './chat-query.ts';
import { SEND_NETWORK_FAILURE, sendFailure } from './send-failure.ts';
import { useServerEvents } from './use-server-events.ts';
import { CHAT_SEND_PATH, useUnlistedMessages } from './use-unlisted-messages.ts';

/** `book:7` or `order:7301` back to what the API takes. */
function aboutOf(id: string | null) {
  const [kind, number] = id?.split(':') ?? [];
  return kind === 'book' || kind === 'order' ? ({ kind, id: Number(number) } as const) : null;
}

/**
 * The open chat: the conversation, live while open (server-sent events, the 20 s poll as
 * fallback), marked read as it is seen, and the message box.
 */
export function ChatPanel() {
  const { pod } = useRouteContext({ from: '__root__' });
  const userId = useUserId();
  const queryClient = useQueryClient();
  const chat = useQuery(chatQuery(pod, userId));
  const books = useQuery(userBooksQuery(pod, userId));
  const orders = useQuery(ordersQuery(pod, userId));
  const refresh = useCallback(
    () => void queryClient.invalidateQueries({ queryKey: chatQuery(pod, userId).queryKey }),
    [queryClient, pod, userId],
  );
  useServerEvents((signal) => pod.chat.stream({ signal }), refresh, true);

  const unlisted = useUnlistedMessages(chat.dataUpdatedAt);
  const unread = chat.data?.unread ?? 0;
  useEffect(() => {
    if (unread === 0) return;
    void pod.chat.markRead().then(refresh);
  }, [unread, pod, refresh]);

  const aboutOptions: Option[] = [
    ...[...(books.data?.localBooks ?? []), ...(books.data?.internationalBooks ?? [])].map(
      (book) => ({
        id: `book:${book.id}`,
        label: `${book.book_title} (${book.region === 'local' ? 'local' : 'international'})`,
      }),
    ),
    ...(orders.data ?? []).map((order) => ({
      id: `order:${order.order_id}`,
      label: `Order ${order.order_id} · ${order.product_title}`,
    })),
  ];
  const uniqueOptions = aboutOptions.filter(
    (option, index) => aboutOptions.findIndex((other) => other.id === option.id) === index,
  );

  async function send(draft: ChatDraft) {
    try {
      const body = {
        message: draft.message,
        imageData: draft.imageData,
        about: aboutOf(draft.about),
      };
      // A text message written offline is kept and sent when the connection is back; an image
      // (up to 5 MB) is too large to keep in the browser's storage, so it needs the connection.
      if (draft.imageData) {
        const result = await pod.chat.sendMessage({ body });
        if (result.outcome.kind === 'ok') refresh();
        return sendFailure(result.outcome);
      }
      const sent = await pod.offline.send({
        method: 'POST',
        path: CHAT_SEND_PATH,
        body,
        label: 'Your chat message',
      });
      if (sent.queued) return undefined;
      if (sent.result.outcome.kind === 'ok') refresh();
      return sendFailure(sent.result.outcome);
    } catch {
      return SEND_NETWORK_FAILURE;
    }
  }

  return (
    <div className="chat-panel">
      {chat.isPending ? (
        <p role="status">Loading messages…</p>
      ) : chat.isError && !chat.data ? (
        <p role="alert">The messages could not be loaded. They will be tried again shortly.</p>
      ) : (
        <ChatMessageList messages={chat.data?.messages ?? []} unlisted={unlisted} viewer="author" />
      )}
      <ChatComposer onSend={send} aboutOptions={uniqueOptions} />
    </div>
  );
}
