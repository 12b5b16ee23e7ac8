import { Link } from '@pod-portal/ui';

/** After registering: the account waits for the emailed link to be followed. */
export function ActivateAccountInfoPage() {
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
