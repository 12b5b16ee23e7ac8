/**
 * A session end a page causes on purpose and explains itself (approving changes ends every
 * session of the account, and the page then says so with its own dialog). While one is
 * announced, the automatic redirect to /login waits: a background request refused the moment
 * the server ended the session must not take the author away before they read why.
 */
export interface AnnouncedSessionEnd {
  announce(): void;
  /** Runs the redirect now, or later if the announcing page fails (`withdraw`). */
  redirect(toLogin: () => void): void;
  /** The page did not end the session after all: a redirect that waited runs now. */
  withdraw(): void;
  /** The session is over and the page leaves by itself (a logout): nothing waits any more. */
  reset(): void;
}

export function announcedSessionEnd(): AnnouncedSessionEnd {
  let announced = false;
  let waiting: (() => void) | null = null;
  return {
    announce: () => {
      announced = true;
    },
    redirect: (toLogin) => {
      if (announced) waiting = toLogin;
      else toLogin();
    },
    withdraw: () => {
      announced = false;
      const run = waiting;
      waiting = null;
      run?.();
    },
    reset: () => {
      announced = false;
      waiting = null;
    },
  };
}
