import {
  HeadContent,
  Outlet,
  useLocation,
  useRouteContext,
  useRouter,
} from '@tanstack/react-router';
import { Suspense, useEffect } from 'react';
import { RouterProvider as AriaRouterProvider, I18nProvider } from 'react-aria-components';
import { lazyPart } from '../lib/lazy-part.tsx';
import { keepFirstVisitOffline } from '../offline/keep-first-visit.ts';
import { OfflineSync } from '../offline/OfflineSync.tsx';
import { useCurrentUser } from '../session/use-current-user.ts';
import { OfflineBanner } from './OfflineBanner.tsx';
import { showsSidebar } from './shows-sidebar.ts';
import { UpdateBanner } from './UpdateBanner.tsx';

// The sidebar and top bar (with the cart's table and dialog) are not part of the first load:
// the login page does not show them. Until they arrive, empty boxes of their size hold their
// place, so the page does not jump down when they do (Lighthouse measured a 0.15 layout shift).
const SIDEBAR_PLACE = (
  <div className="app-sidebar" aria-hidden="true">
    <div className="app-sidebar__head" />
  </div>
);
const TOPBAR_PLACE = <div className="app-topbar" aria-hidden="true" />;
const Sidebar = lazyPart('The menu', async () => (await import('./Sidebar.tsx')).Sidebar);
const TopBar = lazyPart('The balance and cart', async () => (await import('./TopBar.tsx')).TopBar);
const ChatLauncher = lazyPart(
  'The support chat',
  async () => (await import('../screens/chat/ChatLauncher.tsx')).ChatLauncher,
);

/**
 * Every page: locale and link handling for React Aria, the head, the skip link, the sidebar and
 * top bar where the page has them, the offline and update banners, the page, the chat.
 */
export function RootLayout() {
  const router = useRouter();
  const { pathname } = useLocation();
  const withShell = showsSidebar(pathname);
  const signedIn = useCurrentUser() !== null;
  const { pod } = useRouteContext({ from: '__root__' });
  useEffect(() => keepFirstVisitOffline(pod), [pod]);
  return (
    // South African conventions (day before month) for every React Aria component.
    <I18nProvider locale="en-ZA">
      <AriaRouterProvider navigate={(href) => router.navigate({ href })}>
        <HeadContent />
        <a className="app-skip-link" href="#main">
          Skip to content
        </a>
        <div className={withShell ? 'app-layout app-layout--shell' : 'app-layout'}>
          {withShell && (
            <Suspense fallback={SIDEBAR_PLACE}>
              <Sidebar />
            </Suspense>
          )}
          <div className="app-page">
            <OfflineBanner />
            <OfflineSync />
            <UpdateBanner />
            {withShell && (
              <Suspense fallback={TOPBAR_PLACE}>
                <TopBar />
              </Suspense>
            )}
            <main id="main" className="app-main" tabIndex={-1}>
              <Outlet />
            </main>
            {signedIn && (
              <Suspense fallback={null}>
                <ChatLauncher />
              </Suspense>
            )}
          </div>
        </div>
      </AriaRouterProvider>
    </I18nProvider>
  );
}
