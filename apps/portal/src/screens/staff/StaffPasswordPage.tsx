import { ChangePasswordForm } from '../../forms/ChangePasswordForm.tsx';

/**
 * Staff are kept out of the author's Profile: their password is changed here (the temporary
 * one from `ops staff add` first of all), with the same call and rules.
 */
export function StaffPasswordPage() {
  return (
    <section className="staff-page" aria-labelledby="staff-password-title">
      <h1 id="staff-password-title">Change password</h1>
      <p>Once it is changed, you log in again with the new password.</p>
      <ChangePasswordForm />
    </section>
  );
}
