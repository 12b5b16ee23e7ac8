import { AlertDialog } from '@pod-portal/ui';

interface LeaveModalProps {
  isOpen: boolean;
  onStay: () => void;
  onLeave: () => void;
}

/** Back on the first page of general info, or the browser's back button: leave for the dashboard? */
export function LeaveModal({ isOpen, onStay, onLeave }: LeaveModalProps) {
  return (
    <AlertDialog
      title="Leave your book details?"
      isOpen={isOpen}
      onOpenChange={(open) => !open && onStay()}
      actionLabel="Return to dashboard"
      onAction={onLeave}
      cancelLabel="Stay here"
    >
      Your choices so far are kept: you can come back to them through Upload book.
    </AlertDialog>
  );
}
