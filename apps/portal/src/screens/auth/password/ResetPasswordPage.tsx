import { resetPasswordSchema } from '@pod-portal/domain';
import { Link } from '@pod-portal/ui';
import { getRouteApi, useRouteContext } from '@tanstack/react-router';
import { useState } from 'react';
import { NewPasswordForm } from '../../../forms/NewPasswordForm.tsx';

const route = getRouteApi('/(auth)/reset-password');

/** The emailed reset link: a new password, then Log in now. */
export function ResetPasswordPage() {
  const { id, token } = route.useSearch();
  const { pod } = useRouteContext({ from: '__root__' });
  const [done, setDone] = useState(false);

  if (done) {
    return (
      <section className="app-auth" aria-labelledby="reset-title">
        <h1 id="reset-title">Password reset</h1>
        <p>Your password has been changed. You can now log in with your new password.</p>
        <Link href="/login" variant="primary">
          Log in now
        </Link>
      </section>
    );
  }
  return (
    <section className="app-auth" aria-labelledby="reset-title">
      <h1 id="reset-title">Choose a new password</h1>
      <NewPasswordForm
        schema={resetPasswordSchema}
        submitLabel="Reset password"
        send={(body) =>
          pod.users.resetPassword({ params: { path: { id: Number(id), token } }, body })
        }
        onChanged={() => setDone(true)}
      />
    </section>
  );
}
