import { Alert, Button, Switch } from '@pod-portal/ui';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useRouteContext } from '@tanstack/react-router';
import { useState } from 'react';
import { type TwoFactorStatus, twoFactorQuery } from '../../../api/two-factor-query.ts';
import { PasswordDialog } from './PasswordDialog.tsx';
import { RecoveryCodesList } from './RecoveryCodesList.tsx';
import { TotpSetupDialog } from './TotpSetupDialog.tsx';

const WRONG_PASSWORD = 'Incorrect password';

type Editing = 'email-code' | 'totp-setup' | 'totp-remove' | 'recovery-codes' | null;

/**
 * The Profile's two-factor controls: the emailed code switch, the authenticator app (set up,
 * new recovery codes, remove) and the remembered browsers. Each change asks for the password.
 */
export function TwoFactorSettings({ userId }: { userId: number }) {
  const { pod } = useRouteContext({ from: '__root__' });
  const queryClient = useQueryClient();
  const query = twoFactorQuery(pod, userId);
  const { data: status, error } = useQuery(query);
  const [editing, setEditing] = useState<Editing>(null);
  const [newCodes, setNewCodes] = useState<string[]>();
  const [saved, setSaved] = useState<string>();

  const show = (next: TwoFactorStatus) => queryClient.setQueryData(query.queryKey, next);
  const refresh = () => void queryClient.invalidateQueries({ queryKey: query.queryKey });
  const close = () => setEditing(null);
  const failure = (kind: string) =>
    kind === 'wrongCurrentPassword' ? WRONG_PASSWORD : 'Something went wrong';

  if (error) return <Alert variant="danger">{error.message}</Alert>;
  if (!status) return null;
  return (
    <div className="app-form">
      {saved && <Alert variant="success">{saved}</Alert>}
      <Switch isSelected={status.email_code} onChange={() => setEditing('email-code')}>
        2-factor authentication: a 4-digit code emailed to you when you log in
      </Switch>
      <div className="app-two-factor-app">
        <h3>Authenticator app</h3>
        {status.totp ? (
          <p>
            An authenticator app is set up: each login asks for its code.{' '}
            {`${status.recovery_codes_left} recovery codes left.`}
          </p>
        ) : (
          <p>Use an app such as Google Authenticator or 1Password for a code at each login.</p>
        )}
        <div className="app-actions">
          {status.totp ? (
            <>
              <Button variant="secondary" onPress={() => setEditing('recovery-codes')}>
                New recovery codes
              </Button>
              {!status.totp_required && (
                <Button variant="secondary" onPress={() => setEditing('totp-remove')}>
                  Remove the app
                </Button>
              )}
            </>
          ) : (
            <Button variant="secondary" onPress={() => setEditing('totp-setup')}>
              Set up an authenticator app
            </Button>
          )}
        </div>
      </div>
      {status.remembered_browsers > 0 && (
        <div className="app-actions">
          <p>
            {status.remembered_browsers === 1
              ? '1 browser skips the second step.'
              : `${status.remembered_browsers} browsers skip the second step.`}
          </p>
          <Button
            variant="secondary"
            onPress={async () => {
              const forgot = await pod.users.forgetRememberedBrowsers();
              if (forgot.data) show(forgot.data);
            }}
          >
            Forget remembered browsers
          </Button>
        </div>
      )}
      {editing === 'email-code' && (
        <PasswordDialog
          title={
            status.email_code
              ? 'Turn off 2-factor authentication'
              : 'Turn on 2-factor authentication'
          }
          submitLabel={status.email_code ? 'Turn off' : 'Turn on'}
          onClose={close}
          onConfirm={async (password) => {
            const enabled = !status.email_code;
            const changed = await pod.users.setTwoFactorEmailCode({ body: { enabled, password } });
            if (!changed.data) return failure(changed.outcome.kind);
            show(changed.data);
            setSaved(
              enabled
                ? 'Two-factor authentication is on: each login asks for a code we email you.'
                : 'Two-factor authentication is off.',
            );
            close();
            return undefined;
          }}
        >
          <p>Please confirm with your password. We will email you about this change.</p>
        </PasswordDialog>
      )}
      {editing === 'totp-setup' && <TotpSetupDialog onClose={close} onChanged={refresh} />}
      {editing === 'totp-remove' && (
        <PasswordDialog
          title="Remove the authenticator app"
          submitLabel="Remove"
          onClose={close}
          onConfirm={async (password) => {
            const removed = await pod.users.removeTotp({ body: { password } });
            if (!removed.data) return failure(removed.outcome.kind);
            show(removed.data);
            close();
            return undefined;
          }}
        />
      )}
      {editing === 'recovery-codes' && (
        <PasswordDialog
          title="New recovery codes"
          submitLabel="Make new codes"
          onClose={() => {
            setNewCodes(undefined);
            close();
          }}
          onConfirm={async (password) => {
            const made = await pod.users.replaceRecoveryCodes({ body: { password } });
            if (!made.data) return failure(made.outcome.kind);
            setNewCodes(made.data.recovery_codes);
            refresh();
            return undefined;
          }}
        >
          {newCodes ? (
            <RecoveryCodesList codes={newCodes} />
          ) : (
            <p>Your old recovery codes stop working.</p>
          )}
        </PasswordDialog>
      )}
    </div>
  );
}
