import { createFileRoute } from '@tanstack/react-router';
import { ForgotPasswordPage } from '../../screens/auth/password/ForgotPasswordPage.tsx';
import { pageTitle } from '../../shell/page-title.ts';

export const Route = createFileRoute('/(auth)/forgot-password')({
  head: () => ({ meta: [{ title: pageTitle('Forgot password') }] }),
  component: ForgotPasswordPage,
});
