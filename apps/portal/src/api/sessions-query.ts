import type { PodClient } from '@pod-portal/sdk';
import { queryOptions } from '@tanstack/react-query';
import { userKey } from './user-key.ts';

/** GET /user/sessions: where the account is signed in, most recently seen first. */
export function sessionsQuery(pod: PodClient, userId: number) {
  return queryOptions({
    queryKey: userKey(userId, 'sessions'),
    queryFn: async () => {
      const { data, response } = await pod.sessions.list();
      if (!data) throw new Error(`Your sessions could not be loaded (HTTP ${response.status})`);
      return data.sessions;
    },
  });
}

/** GET /user/login-notification: the Profile's switch as stored. */
export function loginNotificationQuery(pod: PodClient, userId: number) {
  return queryOptions({
    queryKey: userKey(userId, 'login-notification'),
    queryFn: async () => {
      const { data, response } = await pod.sessions.getLoginNotification();
      if (!data)
        throw new Error(`Your login notification could not be loaded (HTTP ${response.status})`);
      return data.enabled;
    },
  });
}
