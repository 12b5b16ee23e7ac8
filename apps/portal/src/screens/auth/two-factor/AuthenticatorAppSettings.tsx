import { Button } from '@pod-portal/ui';
import type { TwoFactorStatus } from '../../../api/two-factor-query.ts';

interface AuthenticatorAppSettingsProps {
  status: TwoFactorStatus;
  onSetUp: () => void;
  onNewCodes: () => void;
  onRemove: () => void;
}

/** The authenticator app: whether one is set up, with set up, new recovery codes or remove. */
export function AuthenticatorAppSettings({
  status,
  onSetUp,
  onNewCodes,
  onRemove,
}: AuthenticatorAppSettingsProps) {
  return (
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
            <Button variant="secondary" onPress={onNewCodes}>
              New recovery codes
            </Button>
            {!status.totp_required && (
              <Button variant="secondary" onPress={onRemove}>
                Remove the app
              </Button>
            )}
          </>
        ) : (
          <Button variant="secondary" onPress={onSetUp}>
            Set up an authenticator app
          </Button>
        )}
      </div>
    </div>
  );
}
