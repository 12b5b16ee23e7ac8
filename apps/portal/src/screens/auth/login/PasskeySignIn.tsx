import { Alert, Button } from '@pod-portal/ui';
import { useRouteContext } from '@tanstack/react-router';
import { useState } from 'react';
import { signInWithPasskey } from '../../../passkeys/passkey-ceremonies.ts';
import { startSession } from '../../../session/start-session.ts';

/**
 * "Sign in with a passkey": the browser offers this site's passkeys (no email typed), and a
 * passkey that verifies the person signs in on its own, as the password login does.
 */
export function PasskeySignIn({ onSignedIn }: { onSignedIn: () => Promise<void> }) {
  const context = useRouteContext({ from: '__root__' });
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string>();

  const signIn = async () => {
    setBusy(true);
    setFailure(undefined);
    try {
      const result = await signInWithPasskey(context.pod);
      if (result.kind === 'failed') setFailure(result.message);
      if (result.kind !== 'done') return;
      await startSession(context);
      await onSignedIn();
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="app-form">
      {failure && <Alert variant="danger">{failure}</Alert>}
      <Button variant="secondary" isPending={busy} onPress={() => void signIn()}>
        Sign in with a passkey
      </Button>
    </div>
  );
}
