import { AlertDialog } from '@pod-portal/ui';

interface BackHomeModalProps {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  onHome: () => void;
}

/** Back after the quote: the specifications are final, so going back means going home. */
export function BackHomeModal({ isOpen, onOpenChange, onHome }: BackHomeModalProps) {
  return (
    <AlertDialog
      title="Do you wish to go back?"
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      cancelLabel="No, stay here"
      actionLabel="Yes, take me home"
      onAction={onHome}
    >
      Your book's specifications are finalized and your quote is saved. You can continue this book
      later from Your books with Continue Upload Process.
    </AlertDialog>
  );
}
