import { ChangePasswordForm } from '../../forms/ChangePasswordForm.tsx';

/** /profile/change-password: the author's new password, twice. */
export function ChangePasswordPage() {
  return (
    <section className="app-auth" aria-labelledby="change-password-title">
      <h1 id="change-password-title">Change password</h1>
      <ChangePasswordForm />
    </section>
  );
}
