import { secondStepCodeSchemas } from '@pod-portal/domain';
import { Alert, Button, Dialog, TextField } from '@pod-portal/ui';
import { useRouteContext } from '@tanstack/react-router';
import { type FormEvent, useState } from 'react';
import { PasswordDialog } from './PasswordDialog.tsx';
import { passwordFailure } from './password-failure.ts';
import { SaveRecoveryCodes } from './SaveRecoveryCodes.tsx';
import { TotpSecret } from './TotpSecret.tsx';

/**
 * Sets up an authenticator app from the Profile: the password, then the secret (QR code and
 * key), confirmed with a current code, then the recovery codes, shown this once.
 */
export function TotpSetupDialog({
  onClose,
  onChanged,
}: {
  onClose: () => void;
  onChanged: () => void;
}) {
  const { pod } = useRouteContext({ from: '__root__' });
  const [setup, setSetup] = useState<{ secret: string; qr_code: string }>();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string>();
  const [recoveryCodes, setRecoveryCodes] = useState<string[]>();

  if (!setup) {
    return (
      <PasswordDialog
        title="Set up an authenticator app"
        submitLabel="Continue"
        onClose={onClose}
        onConfirm={async (password) => {
          const started = await pod.users.startTotpSetup({ body: { password } });
          if (started.data) setSetup(started.data);
          return started.data ? undefined : passwordFailure(started.outcome.kind);
        }}
      />
    );
  }

  async function confirm(event: FormEvent) {
    event.preventDefault();
    const checked = secondStepCodeSchemas.totp.safeParse(code);
    if (!checked.success) return setError(checked.error.issues[0]?.message);
    const confirmed = await pod.users.confirmTotpSetup({ body: { code: checked.data } });
    if (!confirmed.data) {
      const { outcome } = confirmed;
      return setError(outcome.kind === 'wrongCode' ? outcome.description : 'Something went wrong');
    }
    setRecoveryCodes(confirmed.data.recovery_codes);
    onChanged();
  }

  return (
    <Dialog
      title={recoveryCodes ? 'Your recovery codes' : 'Set up an authenticator app'}
      isOpen
      onOpenChange={(isOpen) => {
        if (!isOpen) onClose();
      }}
    >
      {recoveryCodes ? (
        <SaveRecoveryCodes codes={recoveryCodes} onSaved={onClose}>
          <p>Your authenticator app is set up: each login now asks for its code.</p>
        </SaveRecoveryCodes>
      ) : (
        <form className="app-form" onSubmit={confirm} noValidate>
          <TotpSecret secret={setup.secret} qrCode={setup.qr_code} />
          {error && <Alert variant="danger">{error}</Alert>}
          <TextField
            label="Code from your authenticator app"
            value={code}
            onChange={setCode}
            autoComplete="one-time-code"
            inputMode="numeric"
          />
          <div className="app-actions">
            <Button type="submit">Turn on</Button>
            <Button variant="secondary" onPress={onClose}>
              Cancel
            </Button>
          </div>
        </form>
      )}
    </Dialog>
  );
}
