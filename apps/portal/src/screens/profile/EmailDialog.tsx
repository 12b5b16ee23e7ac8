import { Dialog } from '@pod-portal/ui';
import { EmailChangeForm } from './EmailChangeForm.tsx';

/** The Profile's email-change modal. */
export function EmailDialog({ onClose }: { onClose: () => void }) {
  return (
    <Dialog
      title="Change your email address"
      isOpen
      onOpenChange={(isOpen) => {
        if (!isOpen) onClose();
      }}
    >
      <EmailChangeForm submitLabel="Change email" onCancel={onClose} />
    </Dialog>
  );
}
