import { REQUEST_SUBMITTED_MESSAGE } from '@pod-portal/domain';
import { AlertDialog } from '@pod-portal/ui';

/** The request is sent: the Profile follows (by itself after a pause, or at once). */
export function RequestSentDialog({ isOpen, onBack }: { isOpen: boolean; onBack: () => void }) {
  return (
    <AlertDialog
      title={REQUEST_SUBMITTED_MESSAGE}
      isOpen={isOpen}
      actionLabel="Back to Profile"
      onAction={onBack}
    >
      You will be taken back to your Profile.
    </AlertDialog>
  );
}
