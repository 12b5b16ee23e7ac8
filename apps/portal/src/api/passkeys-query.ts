import type { PodClient } from '@pod-portal/sdk';
import { queryOptions } from '@tanstack/react-query';

export const PASSKEYS_KEY = ['session', 'passkeys'] as const;

/** GET /user/passkeys: the signed-in author's passkeys, oldest first. */
export function passkeysQuery(pod: PodClient) {
  return queryOptions({
    queryKey: PASSKEYS_KEY,
    queryFn: async () => {
      const { data, response } = await pod.passkeys.list();
      if (!data) throw new Error(`The passkeys could not be loaded (HTTP ${response.status})`);
      return data.passkeys;
    },
  });
}
