import { AlertDialog } from '@pod-portal/ui';
import type { ReactNode } from 'react';

interface LeaveModalProps {
  isOpen: boolean;
  onStay: () => void;
  onLeave: () => void;
  /** What stays and how to come back (general info's own text unless given). */
  children?: ReactNode;
}

/** Back on the first page of general info, or the browser's back button: leave for the dashboard? */
export function LeaveModal({ isOpen, onStay, onLeave, children }: LeaveModalProps) {
  return (
    <AlertDialog
      title="Leave your book details?"
      isOpen={isOpen}
      onOpenChange={(open) => !open && onStay()}
      actionLabel="Return to dashboard"
      onAction={onLeave}
      cancelLabel="Stay here"
    >
      {children ?? 'Your choices so far are kept: you can come back to them through Upload book.'}
    </AlertDialog>
  );
}
