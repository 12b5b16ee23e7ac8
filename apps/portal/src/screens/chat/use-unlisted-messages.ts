import type { QueuedCall } from '@pod-portal/sdk';
import { useEffect, useRef, useState } from 'react';
import { useOfflineQueue } from '../../offline/use-offline-queue.ts';

/** The API path an author's chat message is sent to (and kept under while offline). */
export const CHAT_SEND_PATH = '/chat/user/sendmsg';

/** A message of the author's not yet in the conversation the server gave. */
export interface UnlistedMessage {
  id: string;
  message: string;
  /** Kept until the connection is back, or sent and not yet read back from the server. */
  state: 'waiting' | 'sent';
}

const textOf = (call: QueuedCall) => {
  const body = call.body as { message?: unknown } | undefined;
  return typeof body?.message === 'string' ? body.message : '';
};

/**
 * The author's chat messages the offline queue keeps, shown in the conversation as waiting;
 * once one is sent it shows as sent until the conversation is read again (`chatUpdatedAt`, the
 * time of its last answer, moves on), which then lists it from the server: always exactly once.
 */
export function useUnlistedMessages(chatUpdatedAt: number): UnlistedMessage[] {
  const { pending, refused } = useOfflineQueue();
  const waiting = pending.filter((call) => call.path === CHAT_SEND_PATH);
  const [sent, setSent] = useState<Array<{ call: QueuedCall; readBefore: number }>>([]);
  const latest = useRef({ waiting, chatUpdatedAt });
  useEffect(() => {
    const before = latest.current;
    latest.current = { waiting, chatUpdatedAt };
    // Left the queue without being refused: the server took it.
    const gone = before.waiting.filter(
      (call) =>
        !pending.some((each) => each.id === call.id) &&
        !refused.some((each) => each.id === call.id),
    );
    if (gone.length > 0)
      setSent((shown) => [
        ...shown,
        ...gone.map((call) => ({ call, readBefore: before.chatUpdatedAt })),
      ]);
  });
  return [
    ...sent
      .filter(({ readBefore }) => chatUpdatedAt <= readBefore)
      .map(({ call }) => ({ id: call.id, message: textOf(call), state: 'sent' as const })),
    ...waiting.map((call) => ({ id: call.id, message: textOf(call), state: 'waiting' as const })),
  ];
}
