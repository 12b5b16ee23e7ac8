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

function StaffLayout() {
  const logout = useLogout();
  const { pathname } = useLocation();
  return (
    <div className="staff-layout">
      <header className="staff-header">
        <span className="app-brand">Print on Demand · Staff</span>
        <nav aria-label="Staff" className="staff-nav">
          <Link
            href="/staff"
            className="staff-nav__link"
            aria-current={pathname === '/staff' ? 'page' : undefined}
          >
            Inbox
          </Link>
          <Link
            href="/staff/books"
            className="staff-nav__link"
            aria-current={pathname === '/staff/books' ? 'page' : undefined}
          >
            Books
          </Link>
          <Link
            href="/staff/coupons"
            className="staff-nav__link"
            aria-current={pathname === '/staff/coupons' ? 'page' : undefined}
          >
            Coupons
          </Link>
          <Link
            href="/staff/change-requests"
            className="staff-nav__link"
            aria-current={pathname === '/staff/change-requests' ? 'page' : undefined}
          >
            Change requests
          </Link>
        </nav>
        <Button variant="secondary" onPress={logout}>
          Logout
        </Button>
      </header>
      <Outlet />
    </div>
  );
}
