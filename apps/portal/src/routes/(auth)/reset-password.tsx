import { createFileRoute } from '@tanstack/react-router';
import { ResetPasswordPage } from '../../screens/auth/password/ResetPasswordPage.tsx';
import { pageTitle } from '../../shell/page-title.ts';

export const Route = createFileRoute('/(auth)/reset-password')({
  validateSearch: (search: Record<string, unknown>) => ({
    id: search.id === undefined ? '' : String(search.id),
    token: search.token === undefined ? '' : String(search.token),
  }),
  head: () => ({ meta: [{ title: pageTitle('Reset password') }] }),
  component: ResetPasswordPage,
});
