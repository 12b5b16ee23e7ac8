import {
  APPROVE_FAILED_MESSAGE,
  APPROVE_FAILED_TITLE,
  REQUEST_SUBMITTED_MESSAGE,
} from '@pod-portal/domain';
import { Alert, AlertDialog, Button, Card } from '@pod-portal/ui';
import { useRouteContext } from '@tanstack/react-router';
import { useState } from 'react';
import { useCurrentUser } from '../../session/use-current-user.ts';
import { useLogout } from '../../session/use-logout.ts';
import { ChangeRequestBoxes } from './ChangeRequestBoxes.tsx';
import { requestedChanges } from './requested-changes.ts';

/**
 * The changes staff approved, for the author to approve in turn: then they become the profile,
 * the contracts must be re-signed, and the author is logged out.
 */
export function ProfileConfirmationPage() {
  const { pod, sessionEnd } = useRouteContext({ from: '__root__' });
  const user = useCurrentUser();
  const logout = useLogout();
  const [state, setState] = useState<'idle' | 'sending' | 'approved' | 'failed'>('idle');
  if (!user) return null;
  const changes = requestedChanges(user);

  async function approve() {
    if (!user) return;
    setState('sending');
    // Approving ends every session of the account: the dialog below says so, not a redirect.
    sessionEnd.announce();
    try {
      const { outcome } = await pod.users.approveChanges({ body: user });
      if (outcome.kind !== 'ok') {
        sessionEnd.withdraw();
        setState('failed');
        return;
      }
      // The server ended every session of the account; this tab's ends too, as a logout.
      await pod.auth.logout().catch(() => undefined);
      setState('approved');
    } catch {
      sessionEnd.withdraw();
      setState('failed');
    }
  }

  return (
    <div className="app-dashboard">
      <h1>Confirm your changes</h1>
      <Alert variant="success" title="What happens when you approve">
        Your existing contracts must be re-signed with the new details, and you will be logged out
        to log in again.
      </Alert>
      <Card title="Requested changes">
        {changes ? (
          <ChangeRequestBoxes
            headingLevel={3}
            current={changes.current}
            requested={changes.requested}
          />
        ) : (
          <p>No Changes Made</p>
        )}
      </Card>
      <div className="app-actions">
        <Button isPending={state === 'sending'} onPress={() => void approve()}>
          Approve
        </Button>
      </div>
      <AlertDialog
        title={REQUEST_SUBMITTED_MESSAGE}
        isOpen={state === 'approved'}
        onOpenChange={() => void logout()}
        actionLabel="Log in again"
        onAction={() => void logout()}
      >
        Your new details are in use. Please log in again and re-sign your contracts.
      </AlertDialog>
      <AlertDialog
        title={APPROVE_FAILED_TITLE}
        isOpen={state === 'failed'}
        onOpenChange={(open) => !open && setState('idle')}
        actionLabel="Close"
        onAction={() => setState('idle')}
      >
        {APPROVE_FAILED_MESSAGE}
      </AlertDialog>
    </div>
  );
}
