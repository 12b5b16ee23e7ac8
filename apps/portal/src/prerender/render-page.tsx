import { memoryStorage } from '@pod-portal/sdk';
import { createMemoryHistory } from '@tanstack/react-router';
import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { AppWithRouter } from '../AppWithRouter.tsx';
import type { CurrentUser } from '../api/current-user.ts';
import { createAppRouter } from '../router.ts';
import { createAppContext } from '../session/app-context.ts';
import { STORED_USER_KEY } from '../session/stored-user.ts';

/**
 * The signed-in pages are drawn for an author on their first login, with nothing of their own:
 * no name, no balance, an empty cart (those stay hidden until the app shows them).
 */
const DRAWN_AUTHOR: CurrentUser = {
  id: 0,
  role: 'author',
  username: '',
  name_first: '',
  name_last: '',
  email: '',
  phone_main: null,
  user_status: 1,
  balance: 0,
  balance_cents: 0,
  cart: [],
  admin_confirmation: 0,
  user_confirmation: 0,
  pending_changes: null,
  initial_login: 0,
  misc: null,
  bankInfo: null,
};

/**
 * The markup of the page at `path` once its route's code (and every part it loads lazily) is
 * loaded, as a visitor with no session first sees it or, `signedIn`, as a signed-in author
 * would (see DRAWN_AUTHOR): the build writes it into that page's HTML (scripts/prerender.mjs).
 * The server cannot be asked anything here (its address does not resolve).
 */
export async function renderPage(path: string, { signedIn = false } = {}): Promise<string> {
  const storage = memoryStorage();
  if (signedIn) storage.setItem(STORED_USER_KEY, JSON.stringify(DRAWN_AUTHOR));
  const context = createAppContext('http://prerender.invalid/api', storage);
  const router = createAppRouter(context, createMemoryHistory({ initialEntries: [path] }));
  await router.load();
  const { prelude } = await prerender(
    <StrictMode>
      <AppWithRouter context={context} router={router} />
    </StrictMode>,
  );
  return new Response(prelude).text();
}
