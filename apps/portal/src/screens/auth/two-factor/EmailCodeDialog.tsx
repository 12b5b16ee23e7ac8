import { useRouteContext } from '@tanstack/react-router';
import type { TwoFactorStatus } from '../../../api/two-factor-query.ts';
import { PasswordDialog } from './PasswordDialog.tsx';
import { passwordFailure } from './password-failure.ts';

interface EmailCodeDialogProps {
  /** Whether the emailed code is on now (the dialog turns it the other way). */
  isOn: boolean;
  onClose: () => void;
  /** The new status and what to tell the user. */
  onChanged: (next: TwoFactorStatus, saved: string) => void;
}

/** Turns the emailed login code on or off, with the password. */
export function EmailCodeDialog({ isOn, onClose, onChanged }: EmailCodeDialogProps) {
  const { pod } = useRouteContext({ from: '__root__' });
  return (
    <PasswordDialog
      title={isOn ? 'Turn off 2-factor authentication' : 'Turn on 2-factor authentication'}
      submitLabel={isOn ? 'Turn off' : 'Turn on'}
      onClose={onClose}
      onConfirm={async (password) => {
        const enabled = !isOn;
        const changed = await pod.users.setTwoFactorEmailCode({ body: { enabled, password } });
        if (!changed.data) return passwordFailure(changed.outcome.kind);
        onChanged(
          changed.data,
          enabled
            ? 'Two-factor authentication is on: each login asks for a code we email you.'
            : 'Two-factor authentication is off.',
        );
        return undefined;
      }}
    >
      <p>Please confirm with your password. We will email you about this change.</p>
    </PasswordDialog>
  );
}
