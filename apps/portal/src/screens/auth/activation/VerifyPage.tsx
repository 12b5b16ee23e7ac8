import { ACCOUNT_VERIFIED_MESSAGE, VERIFY_FAILED_MESSAGE } from '@pod-portal/domain';
import { Link, ProgressBar } from '@pod-portal/ui';
import { useQuery } from '@tanstack/react-query';
import { getRouteApi, useRouteContext } from '@tanstack/react-router';
import { verifyAccountQuery } from '../../../api/verify-account-query.ts';
import { SUPPORT_EMAIL } from '../../../lib/support-email.ts';

const route = getRouteApi('/(auth)/verify');

/**
 * The emailed activation link: the account is verified on opening it. A link that names a
 * page to come back to (`redirect`, e.g. a royalty share invitation) passes it to the login.
 */
export function VerifyPage() {
  const { id, token, redirect } = route.useSearch();
  const { pod } = useRouteContext({ from: '__root__' });
  const verification = useQuery(verifyAccountQuery(pod, id, token));
  return (
    <section className="app-auth" aria-labelledby="verify-title" aria-busy={verification.isPending}>
      <h1 id="verify-title">Verify your account</h1>
      {verification.isPending && <ProgressBar label="Verifying your account" isIndeterminate />}
      {verification.data === true && (
        <>
          <p role="status">{ACCOUNT_VERIFIED_MESSAGE}</p>
          <Link
            href={redirect ? `/login?${new URLSearchParams({ redirect })}` : '/login'}
            variant="primary"
          >
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
