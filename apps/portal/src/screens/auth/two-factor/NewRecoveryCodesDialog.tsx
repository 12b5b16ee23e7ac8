import { useRouteContext } from '@tanstack/react-router';
import { useState } from 'react';
import { PasswordDialog } from './PasswordDialog.tsx';
import { passwordFailure } from './password-failure.ts';
import { RecoveryCodesList } from './RecoveryCodesList.tsx';

interface NewRecoveryCodesDialogProps {
  onClose: () => void;
  /** New codes were made (the count of codes left changed). */
  onMade: () => void;
}

/** Replaces the recovery codes, with the password, and shows the new ones in place. */
export function NewRecoveryCodesDialog({ onClose, onMade }: NewRecoveryCodesDialogProps) {
  const { pod } = useRouteContext({ from: '__root__' });
  const [newCodes, setNewCodes] = useState<string[]>();
  return (
    <PasswordDialog
      title="New recovery codes"
      submitLabel="Make new codes"
      onClose={onClose}
      onConfirm={async (password) => {
        const made = await pod.users.replaceRecoveryCodes({ body: { password } });
        if (!made.data) return passwordFailure(made.outcome.kind);
        setNewCodes(made.data.recovery_codes);
        onMade();
        return undefined;
      }}
    >
      {newCodes ? (
        <RecoveryCodesList codes={newCodes} />
      ) : (
        <p>Your old recovery codes stop working.</p>
      )}
    </PasswordDialog>
  );
}
