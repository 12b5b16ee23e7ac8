import { Button, Link } from '@pod-portal/ui';
import { Outlet, useLocation } from '@tanstack/react-router';
import { useLogout } from '../../session/use-logout.ts';

const STAFF_LINKS = [
  { href: '/staff', label: 'Inbox' },
  { href: '/staff/books', label: 'Books' },
  { href: '/staff/payments', label: 'Payments' },
  { href: '/staff/payouts', label: 'Payouts' },
  { href: '/staff/coupons', label: 'Coupons' },
  { href: '/staff/change-requests', label: 'Change requests' },
  { href: '/staff/activity', label: 'Activity' },
  { href: '/staff/password', label: 'Password' },
] as const;

/** The staff area's header (its pages, Logout) above the page. */
export function StaffLayout() {
  const logout = useLogout();
  const { pathname } = useLocation();
  return (
    <div className="staff-layout">
      <header className="staff-header">
        <span className="app-brand">Print on Demand · Staff</span>
        <nav aria-label="Staff" className="staff-nav">
          {STAFF_LINKS.map(({ href, label }) => (
            <Link
              key={href}
              href={href}
              className="staff-nav__link"
              aria-current={pathname === href ? 'page' : undefined}
            >
              {label}
            </Link>
          ))}
        </nav>
        <Button variant="secondary" onPress={logout}>
          Logout
        </Button>
      </header>
      <Outlet />
    </div>
  );
}
