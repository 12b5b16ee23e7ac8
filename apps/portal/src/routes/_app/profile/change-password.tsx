import { createFileRoute } from '@tanstack/react-router';
import { ChangePasswordPage } from '../../../screens/profile/ChangePasswordPage.tsx';
import { pageTitle } from '../../../shell/page-title.ts';

export const Route = createFileRoute('/_app/profile/change-password')({
  head: () => ({ meta: [{ title: pageTitle('Change password') }] }),
  component: ChangePasswordPage,
});
