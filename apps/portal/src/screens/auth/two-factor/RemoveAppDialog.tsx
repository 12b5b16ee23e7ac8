import { useRouteContext } from '@tanstack/react-router';
import type { TwoFactorStatus } from '../../../api/two-factor-query.ts';
import { PasswordDialog } from './PasswordDialog.tsx';
import { passwordFailure } from './password-failure.ts';

interface RemoveAppDialogProps {
  onClose: () => void;
  /** The status without the app. */
  onRemoved: (next: TwoFactorStatus) => void;
}

/** Removes the authenticator app, with the password. */
export function RemoveAppDialog({ onClose, onRemoved }: RemoveAppDialogProps) {
  const { pod } = useRouteContext({ from: '__root__' });
  return (
    <PasswordDialog
      title="Remove the authenticator app"
      submitLabel="Remove"
      onClose={onClose}
      onConfirm={async (password) => {
        const removed = await pod.users.removeTotp({ body: { password } });
        if (!removed.data) return passwordFailure(removed.outcome.kind);
        onRemoved(removed.data);
        return undefined;
      }}
    />
  );
}
