import { ACCOUNT_VERIFIED_MESSAGE, VERIFY_FAILED_MESSAGE } from '@pod-portal/domain';
import { Link, ProgressBar } from '@pod-portal/ui';
import { useQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { verifyAccountQuery } from '../../api/verify-account-query.ts';
import { pageTitle } from '../../shell/page-title.ts';
import { SUPPORT_EMAIL } from '../../support-email.ts';

export const Route = createFileRoute('/(auth)/verify')({
  validateSearch: (search: Record<string, unknown>) => ({
    id: search.id === undefined ? '' : String(search.id),
    token: search.token === undefined ? '' : String(search.token),
  }),
  head: () => ({ meta: [{ title: pageTitle('Verify account') }] }),
  component: VerifyPage,
});

function VerifyPage() {
  const { id, token } = Route.useSearch();
  const { pod } = Route.useRouteContext();
  const verification = useQuery(verifyAccountQuery(pod, id, token));
  return (
    <section className="app-auth" aria-labelledby="verify-title" aria-busy={verification.isPending}>
      <h1 id="verify-title">Verify your account</h1>
      {verification.isPending && <ProgressBar label="Verifying your account" isIndeterminate />}
      {verification.data === true && (
        <>
          <p role="status">{ACCOUNT_VERIFIED_MESSAGE}</p>
          <Link href="/login" variant="primary">
            Login Now
          </Link>
        </>
      )}
      {(verification.data === false || verification.isError) && (
        <>
          <p role="alert">{VERIFY_FAILED_MESSAGE}</p>
          <Link href={`mailto:${SUPPORT_EMAIL}`} variant="secondary">
            Contact support
          </Link>
        </>
      )}
    </section>
  );
}
