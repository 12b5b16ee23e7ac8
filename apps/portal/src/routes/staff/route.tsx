import { createFileRoute, redirect } from '@tanstack/react-router';
import { pageTitle } from '../../lib/page-title.ts';
import { StaffLayout } from '../../screens/staff/StaffLayout.tsx';

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
