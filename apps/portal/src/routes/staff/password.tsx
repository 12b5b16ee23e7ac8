import { createFileRoute } from '@tanstack/react-router';
import { StaffPasswordPage } from '../../screens/staff/StaffPasswordPage.tsx';
import { pageTitle } from '../../shell/page-title.ts';

export const Route = createFileRoute('/staff/password')({
  head: () => ({ meta: [{ title: pageTitle('Change password') }] }),
  component: StaffPasswordPage,
});
