import type { SyncTokenStore, Tokens } from './token-store.ts';

/** Keeps the tokens in this process only: the default in Node and wherever there is no sessionStorage. */
export function memoryTokenStore(initial: Tokens | null = null): SyncTokenStore {
  let tokens = initial;
  return {
    get: () => tokens,
    set: (next) => {
      tokens = next;
    },
    clear: () => {
      tokens = null;
    },
  };
}
