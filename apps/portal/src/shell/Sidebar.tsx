import { Button, Link } from '@pod-portal/ui';
import { useLocation } from '@tanstack/react-router';
import { useState } from 'react';
import { useLogout } from '../session/use-logout.ts';
import { useInstallPrompt } from './use-install-prompt.ts';

const LINKS = [
  { href: '/dashboard', label: 'Dashboard' },
  { href: '/new-book', label: 'Upload book' },
  { href: '/bulk-upload', label: 'Bulk book upload' },
  { href: '/books', label: 'Your books' },
  { href: '/orders', label: 'Orders' },
  { href: '/profile', label: 'Profile' },
] as const;

/** The main navigation: a column on wide screens, a menu that folds open on phones. */
export function Sidebar() {
  const [open, setOpen] = useState(false);
  const { pathname } = useLocation();
  const logout = useLogout();
  const { install } = useInstallPrompt();
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
        {LINKS.map(({ href, label }) => (
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
        {install && (
          <li>
            <Button variant="secondary" onPress={install}>
              Install
            </Button>
          </li>
        )}
      </ul>
    </nav>
  );
}
