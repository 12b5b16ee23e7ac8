import type { ReactNode } from 'react';
import { Button, type Variant } from './Button.tsx';
import { Dialog } from './Dialog.tsx';

export interface AlertDialogProps {
  title: ReactNode;
  children: ReactNode;
  isOpen?: boolean;
  onOpenChange?: (isOpen: boolean) => void;
  /** The main button's text, e.g. 'Proceed' or 'OK'. */
  actionLabel: string;
  onAction?: () => void;
  /** Adds a Cancel button when given. */
  cancelLabel?: string;
  /** Disables the main button, e.g. until an agreement box is ticked. */
  isActionDisabled?: boolean;
  variant?: Extract<Variant, 'primary' | 'danger'>;
}

/**
 * A modal that demands an answer (role alertdialog): it does not close on an outside click,
 * and the main button gets the focus first.
 */
export function AlertDialog({
  title,
  children,
  isOpen,
  onOpenChange,
  actionLabel,
  onAction,
  cancelLabel,
  isActionDisabled,
  variant = 'primary',
}: AlertDialogProps) {
  return (
    <Dialog
      role="alertdialog"
      title={title}
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      isDismissable={false}
      actions={(close) => (
        <>
          {cancelLabel && (
            <Button variant="secondary" onPress={close}>
              {cancelLabel}
            </Button>
          )}
          <Button
            variant={variant}
            autoFocus
            isDisabled={isActionDisabled}
            onPress={() => {
              onAction?.();
              close();
            }}
          >
            {actionLabel}
          </Button>
        </>
      )}
    >
      {children}
    </Dialog>
  );
}
