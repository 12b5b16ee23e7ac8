import { createFileRoute } from '@tanstack/react-router';
import { pageTitle } from '../../../lib/page-title.ts';
import { ChangePasswordPage } from '../../../screens/profile/ChangePasswordPage.tsx';

export const Route = createFileRoute('/_app/profile/change-password')({
  head: () => ({ meta: [{ title: pageTitle('Change password') }] }),
  component: ChangePasswordPage,
});
