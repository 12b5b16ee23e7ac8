import { AlertDialog, Checkbox } from '@pod-portal/ui';
import { useState } from 'react';

/** The agreement to the changes (contracts re-signed); Proceed is disabled until it is ticked. */
export function AgreeAndSendDialog({
  isOpen,
  onCancel,
  onProceed,
}: {
  isOpen: boolean;
  onCancel: () => void;
  onProceed: () => void;
}) {
  const [agreed, setAgreed] = useState(false);
  return (
    <AlertDialog
      title="Send your change request"
      isOpen={isOpen}
      onOpenChange={(open) => {
        if (!open) {
          onCancel();
          setAgreed(false);
        }
      }}
      cancelLabel="Cancel"
      actionLabel="Proceed"
      isActionDisabled={!agreed}
      onAction={() => {
        setAgreed(false);
        onProceed();
      }}
    >
      <p>
        Once our team approves the changes and you confirm them, your existing contracts must be
        re-signed with the new details.
      </p>
      <Checkbox isSelected={agreed} onChange={setAgreed}>
        I agree that my details are changed as requested
      </Checkbox>
    </AlertDialog>
  );
}
