import {
  changePasswordSchema,
  PASSWORD_CHANGE_FAILED_TITLE,
  PASSWORD_CHANGE_SUCCEEDED_MESSAGE,
  PASSWORD_CHANGE_SUCCEEDED_TITLE,
} from '@pod-portal/domain';
import { AlertDialog } from '@pod-portal/ui';
import { useRouteContext } from '@tanstack/react-router';
import { useState } from 'react';
import { useLogout } from '../session/use-logout.ts';
import { NewPasswordForm } from './NewPasswordForm.tsx';

/**
 * The signed-in user's new password (an author's Profile, a staff member's console): every
 * token is revoked with the change, so closing the success dialog logs out.
 */
export function ChangePasswordForm() {
  const { pod } = useRouteContext({ from: '__root__' });
  const logout = useLogout();
  const [changed, setChanged] = useState(false);
  return (
    <>
      <NewPasswordForm
        schema={changePasswordSchema}
        submitLabel="Change password"
        failureTitle={PASSWORD_CHANGE_FAILED_TITLE}
        send={(body) => pod.users.changePassword({ body })}
        onChanged={() => setChanged(true)}
      />
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
    </>
  );
}
