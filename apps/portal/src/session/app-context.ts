import {
  createPodClient,
  type KeyValueStorage,
  type PodClient,
  sessionStorageTokenStore,
} from '@pod-portal/sdk';
import { QueryClient } from '@tanstack/react-query';
import { type AnnouncedSessionEnd, announcedSessionEnd } from './announced-session-end.ts';
import { type CurrentUserStore, cachedCurrentUserStore } from './current-user-store.ts';

/** What every route and page can reach through the router context. */
export interface AppContext {
  queryClient: QueryClient;
  pod: PodClient;
  currentUser: CurrentUserStore;
  sessionEnd: AnnouncedSessionEnd;
}

/**
 * The app's context: the API under /api on the page's origin, the session in this tab's
 * `storage` (the build's prerender passes an empty one of its own).
 */
export function createAppContext(
  apiBaseUrl = `${location.origin}/api`,
  storage: KeyValueStorage = sessionStorage,
): AppContext {
  const queryClient = new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        retry: 1,
        refetchOnWindowFocus: false,
        // Asked for offline too: the service worker answers with what it kept (vite.config.ts).
        networkMode: 'offlineFirst',
      },
    },
  });
  return {
    queryClient,
    pod: createPodClient({
      baseUrl: apiBaseUrl,
      tokenStore: sessionStorageTokenStore(undefined, storage),
    }),
    currentUser: cachedCurrentUserStore(queryClient, storage),
    sessionEnd: announcedSessionEnd(),
  };
}
