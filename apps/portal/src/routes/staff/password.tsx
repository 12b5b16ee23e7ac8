import { createFileRoute } from '@tanstack/react-router';
import { pageTitle } from '../../lib/page-title.ts';
import { StaffPasswordPage } from '../../screens/staff/StaffPasswordPage.tsx';

export const Route = createFileRoute('/staff/password')({
  head: () => ({ meta: [{ title: pageTitle('Change password') }] }),
  component: StaffPasswordPage,
});
