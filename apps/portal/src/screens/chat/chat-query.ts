import type { PodClient } from '@pod-portal/sdk';
import { queryOptions } from '@tanstack/react-query';
import { userKey } from '../../api/user-key.ts';

/** How often the conversation is asked for when no event stream is open (the spec's 20 s). */
export const CHAT_POLL_MS = 20_000;

/** GET /chat/user/getchat: the author's conversation, oldest first, and the unread count. */
export function chatQuery(pod: PodClient, userId: number) {
  return queryOptions({
    queryKey: userKey(userId, 'chat'),
    queryFn: async () => {
      const { data, response } = await pod.chat.get();
      if (!data) throw new Error(`The chat could not be loaded (HTTP ${response.status})`);
      return data;
    },
    refetchInterval: CHAT_POLL_MS,
    staleTime: 0,
  });
}
