import { formatDateTime } from '@pod-portal/domain';
import { Link } from '@pod-portal/ui';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { getRouteApi, useRouteContext } from '@tanstack/react-router';
import { useServerEvents } from '../chat/index.ts';
import { StaffConversation } from './StaffConversation.tsx';
import { STAFF_KEY, staffInboxQuery } from './staff-queries.ts';

const route = getRouteApi('/staff/');

/**
 * The support inbox: every conversation, unanswered first, live (server-sent events, the 20 s
 * poll as fallback); the chosen one (`?author=`) opens beside the list.
 */
export function StaffInboxPage() {
  const { author: authorId } = route.useSearch();
  const { pod } = useRouteContext({ from: '__root__' });
  const queryClient = useQueryClient();
  const inbox = useQuery(staffInboxQuery(pod));
  useServerEvents(
    (signal) => pod.staff.streamChats({ signal }),
    () => void queryClient.invalidateQueries({ queryKey: STAFF_KEY }),
    true,
  );
  const waiting = inbox.data?.filter((chat) => chat.unanswered).length ?? 0;
  return (
    <div className="staff-inbox">
      <section className="staff-inbox__list" aria-labelledby="staff-inbox-title">
        <h1 id="staff-inbox-title">Support inbox</h1>
        {inbox.isPending ? (
          <p role="status">Loading conversations…</p>
        ) : !inbox.data ? (
          <p role="alert">The inbox could not be loaded. It will be tried again shortly.</p>
        ) : inbox.data.length === 0 ? (
          <p className="staff-muted">No author has written yet.</p>
        ) : (
          <>
            <p className="staff-muted" role="status">
              {waiting === 0
                ? 'Every conversation is answered.'
                : `${waiting} waiting for an answer`}
            </p>
            <ul className="staff-chats">
              {inbox.data.map((chat) => (
                <li key={chat.user_id}>
                  <Link
                    href={`/staff?author=${chat.user_id}`}
                    className="staff-chat"
                    aria-current={chat.user_id === authorId ? 'true' : undefined}
                  >
                    <span className="staff-chat__name">
                      {chat.name}
                      {chat.unanswered && <span className="staff-chat__flag"> · Unanswered</span>}
                      {chat.unread > 0 && (
                        <span className="staff-chat__flag"> · {chat.unread} new</span>
                      )}
                    </span>
                    <span className="staff-chat__last">{chat.last_message || 'Sent an image'}</span>
                    <span className="staff-muted">{formatDateTime(new Date(chat.last_at))}</span>
                  </Link>
                </li>
              ))}
            </ul>
          </>
        )}
      </section>
      {authorId !== undefined ? (
        <StaffConversation key={authorId} authorId={authorId} />
      ) : (
        <p className="staff-muted staff-inbox__hint">
          Choose a conversation to read and answer it.
        </p>
      )}
    </div>
  );
}
