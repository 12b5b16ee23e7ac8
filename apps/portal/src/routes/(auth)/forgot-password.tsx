import { createFileRoute } from '@tanstack/react-router';
import { pageTitle } from '../../lib/page-title.ts';
import { ForgotPasswordPage } from '../../screens/auth/password/ForgotPasswordPage.tsx';

export const Route = createFileRoute('/(auth)/forgot-password')({
  head: () => ({ meta: [{ title: pageTitle('Forgot password') }] }),
  component: ForgotPasswordPage,
});
