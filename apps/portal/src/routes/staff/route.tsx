import { Button, Link } from '@pod-portal/ui';
import { createFileRoute, Outlet, redirect, useLocation } from '@tanstack/react-router';
import { useLogout } from '../../session/use-logout.ts';
import { pageTitle } from '../../shell/page-title.ts';

// The company's side: staff accounts only. The server checks the role on every staff call;
// this guard only keeps authors (and signed-out visitors) from a page that would refuse them.
export const Route = createFileRoute('/staff')({
  beforeLoad: ({ context }) => {
    const user = context.currentUser.get();
    if (!user) throw redirect({ to: '/login' });
    if (user.role !== 'staff') throw redirect({ to: '/dashboard' });
  },
  head: () => ({ meta: [{ title: pageTitle('Support inbox') }] }),
  component: StaffLayout,
});

const STAFF_LINKS = [
  { href: '/staff', label: 'Inbox' },
  { href: '/staff/books', label: 'Books' },
  { href: '/staff/payments', label: 'Payments' },
  { href: '/staff/coupons', label: 'Coupons' },
  { href: '/staff/change-requests', label: 'Change requests' },
  { href: '/staff/activity', label: 'Activity' },
  { href: '/staff/password', label: 'Password' },
] as const;

function StaffLayout() {
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
