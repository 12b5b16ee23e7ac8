import { useState } from 'react';
import { SUPPORT_EMAIL } from '../../../lib/support-email.ts';
import { useCurrentUser } from '../../../session/use-current-user.ts';
import { BackHomeModal } from '../frame/BackHomeModal.tsx';
import { StageActions } from '../frame/StageActions.tsx';
import type { StageProps } from '../frame/stage-props.ts';
import { markCompleted, useWizardNavigation } from '../frame/use-wizard-navigation.ts';

/**
 * After signing: the contract is on its way by email. Continue goes on to the upload type and
 * the book's details: every book is described before its files come (an audiobook the author
 * recorded sends its chapters at the end instead of a book file).
 */
export function ContractSentStage({ base, continueLabel }: StageProps) {
  const user = useCurrentUser();
  const { goTo, goHome } = useWizardNavigation(base);
  const [backOpen, setBackOpen] = useState(false);
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
      <StageActions
        onBack={() => setBackOpen(true)}
        continueLabel={continueLabel}
        onContinue={() => {
          markCompleted('contract');
          void goTo('upload-type');
        }}
      />
      <BackHomeModal isOpen={backOpen} onOpenChange={setBackOpen} onHome={() => void goHome()} />
    </div>
  );
}
