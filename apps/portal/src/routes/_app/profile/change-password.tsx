import { createFileRoute } from '@tanstack/react-router';
import { ChangePasswordForm } from '../../../forms/ChangePasswordForm.tsx';
import { pageTitle } from '../../../shell/page-title.ts';

export const Route = createFileRoute('/_app/profile/change-password')({
  head: () => ({ meta: [{ title: pageTitle('Change password') }] }),
  component: ChangePasswordPage,
});

function ChangePasswordPage() {
  return (
    <section className="app-auth" aria-labelledby="change-password-title">
      <h1 id="change-password-title">Change password</h1>
      <ChangePasswordForm />
    </section>
  );
}
