import createClient, { type Client, type HeadersOptions } from 'openapi-fetch';
import { publicOperations } from '../generated/operations.gen.ts';
import type { paths } from '../generated/schema.d.ts';
import {
  createOfflineQueue,
  type OfflineQueue,
  type QueueStorage,
} from '../offline/offline-queue.ts';
import { type Outcome, readOutcome } from '../results/read-outcome.ts';
import { authMiddleware } from '../session/auth-middleware.ts';
import { createSession, type SessionEndListener } from '../session/create-session.ts';
import { memoryStorage } from '../session/memory-storage.ts';
import { memoryTokenStore } from '../session/memory-token-store.ts';
import { sessionStorageTokenStore } from '../session/session-storage-token-store.ts';
import { defaultTabCoordinator, type TabCoordinator } from '../session/tab-coordinator.ts';
import type { TokenStore, Tokens } from '../session/token-store.ts';
import { bindOperations, type PodResult, type ResourceMethods } from './resource-methods.ts';
import { type UploadFile, uploadFile } from './upload-file.ts';

export interface PodClientOptions {
  /** Where the API lives, ending in `/api` (e.g. `http://localhost:3000/api`). */
  baseUrl: string;
  /** Where the tokens live; default: the tab's sessionStorage in a browser, memory elsewhere. */
  tokenStore?: TokenStore;
  /** A fetch to send requests with (default: the global fetch at the time of each call). */
  fetch?: (request: Request) => Promise<Response>;
  /** Headers for every request. */
  headers?: HeadersOptions;
  /** A token this close to its `exp` counts as expired (default 30 seconds). */
  clockSkewSeconds?: number;
  /** Milliseconds since the epoch (default Date.now); tests pass a fake clock. */
  now?: () => number;
  /**
   * How refreshes are shared with the browser's other tabs, so two tabs of one session never
   * present the same refresh token (default: Web Locks, IndexedDB and BroadcastChannel in a
   * browser; nothing elsewhere).
   */
  tabs?: TabCoordinator;
  /** Where the offline queue keeps its calls (default: localStorage in a browser, memory elsewhere). */
  offlineStorage?: QueueStorage;
}

/** The session as an app sees it. */
export interface PodSession {
  tokens(): Promise<Tokens | null>;
  /** The access token to use now (refreshed if it had expired), e.g. for a file link's `jwt`. */
  accessToken(): Promise<string | null>;
  /** Starts a session with tokens obtained elsewhere (login and registration do it themselves). */
  start(tokens: Tokens): Promise<void>;
  /** Calls `listener` with the reason whenever the session ends; returns the unsubscribe. */
  onEnd(listener: SessionEndListener): () => void;
}

export type PodClient = Omit<ResourceMethods, 'auth' | 'uploads'> & {
  auth: Omit<ResourceMethods['auth'], 'logout'> & {
    /**
     * Revokes the tokens on the server (`DELETE /authO/logout` with the refresh token) and
     * clears the store, even when the call fails; undefined when there was no session.
     */
    logout(): Promise<PodResult<'/authO/logout', 'delete'> | undefined>;
  };
  uploads: ResourceMethods['uploads'] & {
    /** Uploads a book file in chunks (`/session/v2/packet`). */
    bookFile: UploadFile;
    /** Uploads a cover in chunks (`/session/v2/packet-cover`). */
    coverFile: UploadFile;
    /** Uploads one audiobook chapter in chunks (`/session/v2/packet-audio`). */
    audioFile: UploadFile;
  };
  session: PodSession;
  /** Changing calls sent now, or kept while offline and replayed in order (`replay`). */
  offline: OfflineQueue<CallResult>;
  /** The underlying openapi-fetch client (with the session middleware), for anything else. */
  client: Client<paths>;
};

/** A call's result as the offline queue gives it: openapi-fetch's, with its outcome. */
export type CallResult = { data?: unknown; error?: unknown; response: Response; outcome: Outcome };

/** Creates the typed client of the portal's API. */
export function createPodClient({
  baseUrl,
  tokenStore = defaultTokenStore(),
  fetch = (request) => globalThis.fetch(request),
  headers,
  clockSkewSeconds,
  now,
  tabs = defaultTabCoordinator(),
  offlineStorage = defaultOfflineStorage(),
}: PodClientOptions): PodClient {
  const client = createClient<paths>({ baseUrl, fetch, headers });
  // Refreshing must not pass through the session's own middleware.
  const bare = createClient<paths>({ baseUrl, fetch, headers });
  const session = createSession({
    store: tokenStore,
    tabs,
    ...(clockSkewSeconds === undefined ? {} : { clockSkewSeconds }),
    ...(now === undefined ? {} : { now }),
    refresh: async ({ refreshToken }) => {
      const { data } = await bare.POST('/authO/refresh', {
        body: { token: refreshToken },
        headers: { Authorization: `Bearer ${refreshToken}` },
      });
      return data ? { accessToken: data.accessToken, refreshToken: data.refreshToken } : null;
    },
  });
  const open = new Set(publicOperations);
  client.use(authMiddleware(session, (method, path) => open.has(`${method} ${path}`)));

  // openapi-fetch types `request` per literal path; the table's paths come from the same contract.
  const request = client.request as unknown as (
    method: string,
    path: string,
    init: unknown,
  ) => Promise<{ data?: unknown; error?: unknown; response: Response }>;
  const call = async (method: string, path: string, init: unknown) => {
    const result = await request(method, path, init);
    const tokens = readTokens(result.data);
    if (tokens) await session.start(tokens);
    return Object.assign(result, { outcome: readOutcome(result) });
  };

  const resources = bindOperations(call);
  const offline = createOfflineQueue<CallResult>({
    storage: offlineStorage,
    sendCall: ({ method, path, body, id }) =>
      call(method, path, {
        ...(body === undefined ? {} : { body }),
        headers: { 'Idempotency-Key': id },
      }),
  });
  return {
    ...resources,
    offline,
    auth: {
      ...resources.auth,
      logout: async () => {
        const tokens = await session.tokens();
        if (!tokens) return undefined;
        try {
          return await resources.auth.logout({ body: { token: tokens.refreshToken } });
        } finally {
          await session.end('logout');
        }
      },
    },
    uploads: {
      ...resources.uploads,
      bookFile: uploadFile(call, {
        path: '/session/v2/packet',
        kind: 'book',
        indexField: 'currentChunkIndex',
      }),
      coverFile: uploadFile(call, {
        path: '/session/v2/packet-cover',
        kind: 'cover',
        indexField: 'currentCoverChunkIndex',
      }),
      audioFile: uploadFile(call, {
        path: '/session/v2/packet-audio',
        kind: 'audio',
        indexField: 'currentChunkIndex',
      }),
    },
    session: {
      tokens: session.tokens,
      accessToken: session.accessToken,
      start: session.start,
      onEnd: session.onEnd,
    },
    client,
  };
}

function defaultTokenStore(): TokenStore {
  return typeof sessionStorage === 'undefined' ? memoryTokenStore() : sessionStorageTokenStore();
}

function defaultOfflineStorage(): QueueStorage {
  return typeof localStorage === 'undefined' ? memoryStorage() : localStorage;
}

// Login, registration and refresh answer a token pair: any answer carrying one starts the session.
function readTokens(data: unknown): Tokens | null {
  if (typeof data !== 'object' || data === null) return null;
  const { accessToken, refreshToken } = data as Partial<Record<keyof Tokens, unknown>>;
  return typeof accessToken === 'string' && typeof refreshToken === 'string'
    ? { accessToken, refreshToken }
    : null;
}
