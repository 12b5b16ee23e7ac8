import { resetPasswordSchema } from '@pod-portal/domain';
import { Link } from '@pod-portal/ui';
import { createFileRoute } from '@tanstack/react-router';
import { useState } from 'react';
import { NewPasswordForm } from '../../forms/NewPasswordForm.tsx';
import { pageTitle } from '../../shell/page-title.ts';

export const Route = createFileRoute('/(auth)/reset-password')({
  validateSearch: (search: Record<string, unknown>) => ({
    id: search.id === undefined ? '' : String(search.id),
    token: search.token === undefined ? '' : String(search.token),
  }),
  head: () => ({ meta: [{ title: pageTitle('Reset password') }] }),
  component: ResetPasswordPage,
});

function ResetPasswordPage() {
  const { id, token } = Route.useSearch();
  const { pod } = Route.useRouteContext();
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
