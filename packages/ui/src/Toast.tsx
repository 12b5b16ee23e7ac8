import {
  UNSTABLE_ToastQueue as AriaToastQueue,
  UNSTABLE_ToastRegion as AriaToastRegion,
  Button,
  Text,
  UNSTABLE_Toast as Toast,
  UNSTABLE_ToastContent as ToastContent,
} from 'react-aria-components';

export interface ToastMessage {
  variant: 'success' | 'danger';
  title: string;
  description?: string;
}

export type ToastQueue = AriaToastQueue<ToastMessage>;

/**
 * Makes the queue the app adds toasts to: `queue.add({ variant, title }, { timeout: 5000 })`.
 * Leave out the timeout for toasts people must read (errors); they stay until closed.
 */
export function createToastQueue(): ToastQueue {
  return new AriaToastQueue<ToastMessage>({ maxVisibleToasts: 5 });
}

/**
 * Renders the queue's toasts in a "Notifications" landmark (F6 reaches it). Each toast is
 * announced when it appears and has a close button; render this once, at the app's root.
 */
export function ToastRegion({ queue }: { queue: ToastQueue }) {
  return (
    <AriaToastRegion queue={queue} className="ui-toast-region">
      {({ toast }) => (
        <Toast toast={toast} className="ui-toast" data-variant={toast.content.variant}>
          <ToastContent className="ui-toast-content">
            <Text slot="title" className="ui-toast-title">
              {toast.content.title}
            </Text>
            {toast.content.description && (
              <Text slot="description" className="ui-toast-description">
                {toast.content.description}
              </Text>
            )}
          </ToastContent>
          <Button slot="close" className="ui-icon-button" aria-label="Close">
            <span aria-hidden="true">×</span>
          </Button>
        </Toast>
      )}
    </AriaToastRegion>
  );
}
