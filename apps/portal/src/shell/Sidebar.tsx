import { Button, Dialog, Link } from '@pod-portal/ui';
import { useQuery } from '@tanstack/react-query';
import { useLocation, useRouteContext } from '@tanstack/react-router';
import { useState } from 'react';
import { DialogTrigger } from 'react-aria-components';
import { royaltySharesQuery } from '../api/payees-queries.ts';
import { useUserId } from '../session/use-current-user.ts';
import { useLogout } from '../session/use-logout.ts';
import { needsIosHowTo, useInstallPrompt } from './use-install-prompt.ts';

const LINKS = [
  { href: '/dashboard', label: 'Dashboard' },
  { href: '/new-book', label: 'Upload book' },
  { href: '/bulk-upload', label: 'Bulk book upload' },
  { href: '/books', label: 'Your books' },
  { href: '/orders', label: 'Orders' },
  { href: '/profile', label: 'Profile' },
] as const;

/** Shown to users who were invited to share a book's royalty, and only to them. */
const SHARES_LINK = { href: '/shares', label: 'Royalty shares' } as const;

/** Safari on iOS installs from its Share menu: the steps, as the Install button's dialog. */
function IosInstallHowTo() {
  return (
    <DialogTrigger>
      <Button variant="secondary">Install</Button>
      <Dialog
        title="Install Print on Demand"
        actions={(close) => (
          <Button variant="secondary" onPress={close}>
            Close
          </Button>
        )}
      >
        <ol>
          <li>Tap the Share button at the bottom (or top) of Safari.</li>
          <li>Choose Add to Home Screen.</li>
          <li>Tap Add. Print on Demand then opens from your home screen like an app.</li>
        </ol>
      </Dialog>
    </DialogTrigger>
  );
}

/** The main navigation: a column on wide screens, a menu that folds open on phones. */
export function Sidebar() {
  const [open, setOpen] = useState(false);
  const { pathname } = useLocation();
  const logout = useLogout();
  const { install } = useInstallPrompt();
  const { pod } = useRouteContext({ from: '__root__' });
  const userId = useUserId();
  const shares = useQuery({ ...royaltySharesQuery(pod, userId), enabled: userId > 0 });
  const links = shares.data?.length ? [...LINKS, SHARES_LINK] : LINKS;
  return (
    <nav className="app-sidebar" aria-label="Main" data-open={open || undefined}>
      <div className="app-sidebar__head">
        <span className="app-brand">Print on Demand</span>
        <Button
          variant="ghost"
          className="app-sidebar__toggle"
          aria-expanded={open}
          aria-controls="app-sidebar-links"
          onPress={() => setOpen((was) => !was)}
        >
          Menu
        </Button>
      </div>
      <ul id="app-sidebar-links" className="app-sidebar__links">
        {links.map(({ href, label }) => (
          <li key={href}>
            <Link
              href={href}
              className="app-sidebar__link"
              aria-current={
                pathname === href || pathname.startsWith(`${href}/`) ? 'page' : undefined
              }
              onPress={() => setOpen(false)}
            >
              {label}
            </Link>
          </li>
        ))}
        <li>
          <Button variant="ghost" className="app-sidebar__link" onPress={logout}>
            Logout
          </Button>
        </li>
        {install ? (
          <li>
            <Button variant="secondary" onPress={install}>
              Install
            </Button>
          </li>
        ) : (
          needsIosHowTo() && (
            <li>
              <IosInstallHowTo />
            </li>
          )
        )}
      </ul>
    </nav>
  );
}
