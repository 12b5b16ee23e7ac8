import { Alert, Button, Dialog, TextField } from '@pod-portal/ui';
import { type FormEvent, type ReactNode, useState } from 'react';

interface PasswordDialogProps {
  title: string;
  children?: ReactNode;
  submitLabel: string;
  /** Sends the change with the password; answers the error to show, or nothing when done. */
  onConfirm: (password: string) => Promise<string | undefined>;
  onClose: () => void;
}

/** Asks for the current password before a change to the account's protection. */
export function PasswordDialog({
  title,
  children,
  submitLabel,
  onConfirm,
  onClose,
}: PasswordDialogProps) {
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!password) return setError('Please enter your password');
    setBusy(true);
    try {
      setError(await onConfirm(password));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Dialog
      title={title}
      isOpen
      onOpenChange={(isOpen) => {
        if (!isOpen) onClose();
      }}
    >
      <form className="app-form" onSubmit={submit} noValidate>
        {children}
        {error && <Alert variant="danger">{error}</Alert>}
        <TextField
          label="Current password"
          type="password"
          autoComplete="current-password"
          value={password}
          onChange={setPassword}
          autoFocus
        />
        <div className="app-actions">
          <Button type="submit" isPending={busy}>
            {submitLabel}
          </Button>
          <Button variant="secondary" onPress={onClose}>
            Cancel
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
