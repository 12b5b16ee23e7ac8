import { type ReactNode, useSyncExternalStore } from 'react';
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

const noSubscription = () => () => undefined;

/**
 * A modal dialog: focus moves in and stays in, Escape closes, focus returns on close. Rendered
 * on a server (the portal's build draws some first screens), React Aria's overlay draws nothing;
 * an open dialog is then drawn in place, with the same classes, for the app to replace.
 */
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
  const onServer = useSyncExternalStore(
    noSubscription,
    () => false,
    () => true,
  );
  const content = (close: () => void) => (
    <>
      <Heading slot="title" level={2} className="ui-dialog-title">
        {title}
      </Heading>
      <div className="ui-dialog-body">{children}</div>
      {actions && <div className="ui-dialog-actions">{actions(close)}</div>}
    </>
  );
  if (onServer) {
    return isOpen ? (
      <div className="ui-modal-overlay">
        <div className="ui-modal">
          <section role="dialog" className={classNames('ui-dialog', className)}>
            {content(() => onOpenChange?.(false))}
          </section>
        </div>
      </div>
    ) : null;
  }
  return (
    <ModalOverlay
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      isDismissable={isDismissable}
      className="ui-modal-overlay"
    >
      <Modal className="ui-modal">
        <AriaDialog {...props} className={classNames('ui-dialog', className)}>
          {({ close }) => content(close)}
        </AriaDialog>
      </Modal>
    </ModalOverlay>
  );
}
