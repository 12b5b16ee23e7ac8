import { Alert, Switch } from '@pod-portal/ui';
import { useState } from 'react';
import { AuthenticatorAppSettings } from './AuthenticatorAppSettings.tsx';
import { EmailCodeDialog } from './EmailCodeDialog.tsx';
import { NewRecoveryCodesDialog } from './NewRecoveryCodesDialog.tsx';
import { RememberedBrowsers } from './RememberedBrowsers.tsx';
import { RemoveAppDialog } from './RemoveAppDialog.tsx';
import { TotpSetupDialog } from './TotpSetupDialog.tsx';
import { useTwoFactorStatus } from './use-two-factor-status.ts';

type Editing = 'email-code' | 'totp-setup' | 'totp-remove' | 'recovery-codes' | null;

/**
 * The Profile's two-factor controls: the emailed code switch, the authenticator app (set up,
 * new recovery codes, remove) and the remembered browsers. Each change asks for the password.
 */
export function TwoFactorSettings({ userId }: { userId: number }) {
  const { status, error, show, refresh } = useTwoFactorStatus(userId);
  const [editing, setEditing] = useState<Editing>(null);
  const [saved, setSaved] = useState<string>();
  const close = () => setEditing(null);

  if (error) return <Alert variant="danger">{error.message}</Alert>;
  if (!status) return null;
  return (
    <div className="app-form">
      {saved && <Alert variant="success">{saved}</Alert>}
      <Switch isSelected={status.email_code} onChange={() => setEditing('email-code')}>
        2-factor authentication: a 4-digit code emailed to you when you log in
      </Switch>
      <AuthenticatorAppSettings
        status={status}
        onSetUp={() => setEditing('totp-setup')}
        onNewCodes={() => setEditing('recovery-codes')}
        onRemove={() => setEditing('totp-remove')}
      />
      {status.remembered_browsers > 0 && (
        <RememberedBrowsers count={status.remembered_browsers} onForgotten={show} />
      )}
      {editing === 'email-code' && (
        <EmailCodeDialog
          isOn={status.email_code}
          onClose={close}
          onChanged={(next, message) => {
            show(next);
            setSaved(message);
            close();
          }}
        />
      )}
      {editing === 'totp-setup' && <TotpSetupDialog onClose={close} onChanged={refresh} />}
      {editing === 'totp-remove' && (
        <RemoveAppDialog
          onClose={close}
          onRemoved={(next) => {
            show(next);
            close();
          }}
        />
      )}
      {editing === 'recovery-codes' && <NewRecoveryCodesDialog onClose={close} onMade={refresh} />}
    </div>
  );
}
