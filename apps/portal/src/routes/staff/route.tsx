import { Button } from '@pod-portal/ui';
import { createFileRoute, Outlet, redirect } from '@tanstack/react-router';
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
  return (
    <div className="staff-layout">
      <header className="staff-header">
        <span className="app-brand">Print on Demand · Staff</span>
        <Button variant="secondary" onPress={logout}>
          Logout
        </Button>
      </header>
      <Outlet />
    </div>
  );
}
