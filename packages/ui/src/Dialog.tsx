import type { ReactNode } from 'react';
import {
  Dialog as AriaDialog,
  type DialogProps as AriaDialogProps,
  Heading,
  Modal,
  ModalOverlay,
  type ModalOverlayProps,
} from 'react-aria-components';
import { classNames } from './class-names.ts';

export interface DialogProps extends Omit<AriaDialogProps, 'children'> {
  title: ReactNode;
  children?: ReactNode;
  /** Buttons at the bottom; each gets `close` to shut the dialog after its action. */
  actions?: (close: () => void) => ReactNode;
  /** Controlled opening; leave out to open it from a surrounding `DialogTrigger`. */
  isOpen?: boolean;
  onOpenChange?: (isOpen: boolean) => void;
  /** Whether a click outside closes it; Escape always does. */
  isDismissable?: ModalOverlayProps['isDismissable'];
}

/** A modal dialog: focus moves in and stays in, Escape closes, focus returns on close. */
export function Dialog({
  title,
  children,
  actions,
  isOpen,
  onOpenChange,
  isDismissable = true,
  className,
  ...props
}: DialogProps) {
  return (
    <ModalOverlay
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      isDismissable={isDismissable}
      className="ui-modal-overlay"
    >
      <Modal className="ui-modal">
        <AriaDialog {...props} className={classNames('ui-dialog', className)}>
          {({ close }) => (
            <>
              <Heading slot="title" className="ui-dialog-title">
                {title}
              </Heading>
              <div className="ui-dialog-body">{children}</div>
              {actions && <div className="ui-dialog-actions">{actions(close)}</div>}
            </>
          )}
        </AriaDialog>
      </Modal>
    </ModalOverlay>
  );
}
