import { useEffect, useState } from 'react';
import type { CurrentUserStore } from '../../session/current-user-store.ts';

/** The spec's wait for initial_login to load: up to 3 polls, 500 ms apart. */
const WELCOME_POLLS = 3;
const WELCOME_POLL_INTERVAL_MS = 500;

/**
 * Whether the first-login welcome is open: it opens when the stored user's initial_login is 0,
 * read at once and then polled until it is known or the polls run out.
 */
export function useFirstLoginWelcome(store: CurrentUserStore): [boolean, (open: boolean) => void] {
  // Open from the first render when it is known already (the build draws the dashboard so).
  const [open, setOpen] = useState(() => store.get()?.initial_login === 0);
  useEffect(() => {
    const settled = () => {
      const initialLogin = store.get()?.initial_login;
      if (initialLogin === undefined || initialLogin === null) return false;
      if (initialLogin === 0) setOpen(true);
      return true;
    };
    if (settled()) return;
    let polls = 0;
    const timer = setInterval(() => {
      polls += 1;
      if (settled() || polls >= WELCOME_POLLS) clearInterval(timer);
    }, WELCOME_POLL_INTERVAL_MS);
    return () => clearInterval(timer);
  }, [store]);
  return [open, setOpen];
}
