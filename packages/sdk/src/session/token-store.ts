/** The pair of tokens the API hands out on login, registration and refresh. */
export interface Tokens {
  accessToken: string;
  refreshToken: string;
}

type MaybePromise<T> = T | Promise<T>;

/**
 * Where a session keeps its tokens. Synchronous stores (memory, sessionStorage) and asynchronous
 * ones (a native key store, IndexedDB) both fit.
 */
export interface TokenStore {
  get(): MaybePromise<Tokens | null>;
  set(tokens: Tokens): MaybePromise<void>;
  clear(): MaybePromise<void>;
}

/** A store that answers at once, as memory and sessionStorage do. */
export interface SyncTokenStore extends TokenStore {
  get(): Tokens | null;
  set(tokens: Tokens): void;
  clear(): void;
}
