import type { components, PodClient } from '@pod-portal/sdk';
import { queryOptions } from '@tanstack/react-query';
import { userKey } from './user-key.ts';

export type TwoFactorStatus = components['schemas']['TwoFactorStatus'];

/** GET /user/twofactor: the emailed code switch, the authenticator app, remembered browsers. */
export function twoFactorQuery(pod: PodClient, userId: number) {
  return queryOptions({
    queryKey: userKey(userId, 'two-factor'),
    queryFn: async () => {
      const { data, response } = await pod.users.getTwoFactor();
      if (!data)
        throw new Error(`Your security settings could not be loaded (HTTP ${response.status})`);
      return data;
    },
  });
}
