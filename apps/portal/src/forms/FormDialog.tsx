import { Alert, Button, Dialog } from '@pod-portal/ui';
import type { ComponentProps, ReactNode } from 'react';

interface FormDialogProps {
  title: string;
  /** Cancel, Escape or a click outside: the dialog is shown while it is rendered. */
  onClose: () => void;
  /** The `<form>` element's props (`useSchemaForm`'s `formProps`). */
  formProps: ComponentProps<'form'>;
  isSubmitting: boolean;
  /** Why the last submit did not go through, shown above the fields. */
  failure?: string;
  /** The fields. */
  children: ReactNode;
}

/** A form in a modal dialog: the failure, the fields, then Cancel and Save. */
export function FormDialog({
  title,
  onClose,
  formProps,
  isSubmitting,
  failure,
  children,
}: FormDialogProps) {
  return (
    <Dialog
      title={title}
      isOpen
      onOpenChange={(isOpen) => {
        if (!isOpen) onClose();
      }}
    >
      <form {...formProps}>
        {failure && <Alert variant="danger">{failure}</Alert>}
        {children}
        <div className="app-actions">
          <Button variant="secondary" onPress={onClose}>
            Cancel
          </Button>
          <Button type="submit" isPending={isSubmitting}>
            Save
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
