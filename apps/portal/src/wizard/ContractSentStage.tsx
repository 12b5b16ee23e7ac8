import type { WizardStage } from '@pod-portal/domain';
import { Link } from '@pod-portal/ui';
import { useState } from 'react';
import { useCurrentUser } from '../session/use-current-user.ts';
import { SUPPORT_EMAIL } from '../support-email.ts';
import { BackHomeModal } from './BackHomeModal.tsx';
import { StageActions } from './StageActions.tsx';
import type { StageProps } from './stage-props.ts';
import { markCompleted, useWizardNavigation } from './use-wizard-navigation.ts';
import { BUILT_STAGES } from './wizard-stages.ts';
import { draftStore } from './wizard-stores.ts';

/**
 * After signing: the contract is on its way by email. Continue goes on to the book's details
 * (metadata), or straight to the audio upload for an audiobook the author records themselves.
 * While those stages are not part of the portal, the book waits in Your books.
 */
export function ContractSentStage({ base, continueLabel }: StageProps) {
  const user = useCurrentUser();
  const { goTo, goHome } = useWizardNavigation(base);
  const [backOpen, setBackOpen] = useState(false);
  const draft = draftStore.get();
  const next: WizardStage =
    draft.format === 'audiobook' && !draft.recordingRequired ? 'upload-audio' : 'metadata';
  return (
    <div className="wizard-stage">
      <p>
        Your publishing contract is signed. We have emailed the signed copy
        {user ? ` to ${user.email}` : ''}; you can also open it from the book in Your books.
      </p>
      <p>
        If the email has not arrived within a few minutes, look in your spam folder or contact us at{' '}
        <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a>.
      </p>
      {BUILT_STAGES[next] ? (
        <StageActions
          onBack={() => setBackOpen(true)}
          continueLabel={continueLabel}
          onContinue={() => {
            markCompleted('contract');
            void goTo(next);
          }}
        />
      ) : (
        <div className="app-actions">
          <Link href="/books" variant="primary">
            Go to Your books
          </Link>
        </div>
      )}
      <BackHomeModal isOpen={backOpen} onOpenChange={setBackOpen} onHome={() => void goHome()} />
    </div>
  );
}
