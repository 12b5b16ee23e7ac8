import { AlertDialog } from '@pod-portal/ui';

/** Asked before a new request replaces the one waiting for review. */
export function ReplaceWaitingRequestDialog({
  isOpen,
  onKeep,
  onReplace,
}: {
  isOpen: boolean;
  onKeep: () => void;
  onReplace: () => void;
}) {
  return (
    <AlertDialog
      title="Replace your waiting request?"
      isOpen={isOpen}
      onOpenChange={(open) => !open && onKeep()}
      cancelLabel="Keep it"
      actionLabel="Replace it"
      onAction={onReplace}
    >
      You already have a change request waiting for review. Sending this one replaces it.
    </AlertDialog>
  );
}
