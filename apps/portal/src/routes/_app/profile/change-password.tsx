import {
  changePasswordSchema,
  PASSWORD_CHANGE_FAILED_TITLE,
  PASSWORD_CHANGE_SUCCEEDED_MESSAGE,
  PASSWORD_CHANGE_SUCCEEDED_TITLE,
} from '@pod-portal/domain';
import { AlertDialog } from '@pod-portal/ui';
import { createFileRoute } from '@tanstack/react-router';
import { useState } from 'react';
import { NewPasswordForm } from '../../../forms/NewPasswordForm.tsx';
import { useLogout } from '../../../session/use-logout.ts';
import { pageTitle } from '../../../shell/page-title.ts';

export const Route = createFileRoute('/_app/profile/change-password')({
  head: () => ({ meta: [{ title: pageTitle('Change password') }] }),
  component: ChangePasswordPage,
});

function ChangePasswordPage() {
  const { pod } = Route.useRouteContext();
  const logout = useLogout();
  const [changed, setChanged] = useState(false);
  return (
    <section className="app-auth" aria-labelledby="change-password-title">
      <h1 id="change-password-title">Change password</h1>
      <NewPasswordForm
        schema={changePasswordSchema}
        submitLabel="Change password"
        failureTitle={PASSWORD_CHANGE_FAILED_TITLE}
        send={(body) => pod.users.changePassword({ body })}
        onChanged={() => setChanged(true)}
      />
      {/* Every token was revoked with the change: closing this logs out. */}
      <AlertDialog
        title={PASSWORD_CHANGE_SUCCEEDED_TITLE}
        isOpen={changed}
        actionLabel="Log in"
        onOpenChange={(open) => {
          if (!open) void logout();
        }}
      >
        {PASSWORD_CHANGE_SUCCEEDED_MESSAGE}
      </AlertDialog>
    </section>
  );
}
