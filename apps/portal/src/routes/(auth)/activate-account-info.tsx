import { createFileRoute } from '@tanstack/react-router';
import { pageTitle } from '../../lib/page-title.ts';
import { ActivateAccountInfoPage } from '../../screens/auth/activation/ActivateAccountInfoPage.tsx';

export const Route = createFileRoute('/(auth)/activate-account-info')({
  // The account is not active yet: its session is of no use until the emailed link is followed.
  beforeLoad: async ({ context }) => {
    context.currentUser.clear();
    context.queryClient.clear();
    await context.pod.auth.logout().catch(() => undefined);
  },
  head: () => ({ meta: [{ title: pageTitle('Activate your account') }] }),
  component: ActivateAccountInfoPage,
});
