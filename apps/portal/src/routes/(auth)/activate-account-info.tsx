import { Link } from '@pod-portal/ui';
import { createFileRoute } from '@tanstack/react-router';
import { pageTitle } from '../../shell/page-title.ts';

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

function ActivateAccountInfoPage() {
  return (
    <section className="app-auth" aria-labelledby="activate-title">
      <h1 id="activate-title">Activate your account</h1>
      <p>
        We have sent you an email with a link to activate your account. Please follow that link,
        then log in.
      </p>
      <Link href="/login" variant="primary">
        Go to login
      </Link>
    </section>
  );
}
