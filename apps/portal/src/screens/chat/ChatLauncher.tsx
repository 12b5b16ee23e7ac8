import { Dialog, Button as UiButton } from '@pod-portal/ui';
import { useQuery } from '@tanstack/react-query';
import { useLocation, useRouteContext } from '@tanstack/react-router';
import { Suspense, useState } from 'react';
import { Button } from 'react-aria-components';
import { lazyPart } from '../../lib/lazy-part.tsx';
import { useCurrentUser } from '../../session/use-current-user.ts';
import { chatQuery } from './chat-query.ts';
import { showsChat } from './shows-chat.ts';

// The conversation and its message box load when the chat first opens.
const ChatPanel = lazyPart(
  'The support chat',
  async () => (await import('./ChatPanel.tsx')).ChatPanel,
);

/**
 * The floating support-chat button of a signed-in author, with the count of unread answers
 * (asked for every 20 s), and the chat it opens.
 */
export function ChatLauncher() {
  const user = useCurrentUser();
  const { pathname } = useLocation();
  const { pod } = useRouteContext({ from: '__root__' });
  const [open, setOpen] = useState(false);
  const shown =
    user !== null && user.role !== 'staff' && user.user_status !== 0 && showsChat(pathname);
  const chat = useQuery({ ...chatQuery(pod, user?.id ?? 0), enabled: shown });
  if (!shown) return null;
  const unread = chat.data?.unread ?? 0;
  return (
    <>
      <Button
        className="chat-launcher"
        onPress={() => setOpen(true)}
        aria-label={unread > 0 ? `Support chat, ${unread} unread` : 'Support chat'}
      >
        <span aria-hidden="true">Chat</span>
        {/* A space between word and count: the name ("Support chat, 1 unread") then holds the
            visible text ("Chat 1") as the label-in-name rule asks, not "Chat1". */}
        {unread > 0 && ' '}
        {unread > 0 && (
          <span className="chat-launcher__badge" aria-hidden="true">
            {unread}
          </span>
        )}
      </Button>
      <Dialog
        title="Support chat"
        isOpen={open}
        onOpenChange={setOpen}
        className="chat-dialog"
        actions={(close) => (
          <UiButton variant="secondary" onPress={close}>
            Close
          </UiButton>
        )}
      >
        <Suspense fallback={<p role="status">Loading messages…</p>}>
          <ChatPanel />
        </Suspense>
      </Dialog>
    </>
  );
}
