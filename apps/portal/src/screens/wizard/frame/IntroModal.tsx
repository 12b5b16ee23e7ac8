import { WIZARD_STEPS } from '@pod-portal/domain';
import { AlertDialog } from '@pod-portal/ui';
import { useEffect, useRef } from 'react';
import { useStoredValue } from '../../../lib/stored-value.ts';
import { introSeenStore } from '../drafts/wizard-stores.ts';

/**
 * Shown on the first visit: what the upload process asks for and how long it takes. It opens
 * with the page, so there is no button for the focus to go back to: `onBegin` says where it goes
 * once the dialog has closed (the stage's heading), never to the page's body.
 */
export function IntroModal({ onBegin }: { onBegin: () => void }) {
  const [seen, setSeen] = useStoredValue(introSeenStore);
  const wasShown = useRef(!seen);
  useEffect(() => {
    if (seen && wasShown.current) {
      wasShown.current = false;
      onBegin();
    }
  }, [seen, onBegin]);
  return (
    <AlertDialog
      title="Uploading your book"
      isOpen={!seen}
      onOpenChange={(open) => !open && setSeen(true)}
      actionLabel="Let's begin"
    >
      <p>The upload process takes about 1 hour and has 7 steps:</p>
      <ol>
        {WIZARD_STEPS.map((step) => (
          <li key={step}>{step}</li>
        ))}
      </ol>
      <p>Your choices are saved as you go, so you can stop and come back at any time.</p>
    </AlertDialog>
  );
}
