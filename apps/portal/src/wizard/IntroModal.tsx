import { AlertDialog } from '@pod-portal/ui';
import { useStoredValue } from './stored-value.ts';
import { introSeenStore } from './wizard-stores.ts';

const STEPS = [
  'Details',
  'Royalty estimate',
  'Publisher details',
  'Bank details for royalty payouts',
  'Accept terms and sign contract',
  'Additional book details',
  'Upload files',
];

/** Shown on the first visit: what the upload process asks for and how long it takes. */
export function IntroModal() {
  const [seen, setSeen] = useStoredValue(introSeenStore);
  return (
    <AlertDialog
      title="Uploading your book"
      isOpen={!seen}
      onOpenChange={(open) => !open && setSeen(true)}
      actionLabel="Let's begin"
    >
      <p>The upload process takes about 1 hour and has 7 steps:</p>
      <ol>
        {STEPS.map((step) => (
          <li key={step}>{step}</li>
        ))}
      </ol>
      <p>Your choices are saved as you go, so you can stop and come back at any time.</p>
    </AlertDialog>
  );
}
