import { LOGIN_FAILED_MESSAGE } from '@pod-portal/domain';
import { Button, Dialog, Link } from '@pod-portal/ui';

/** 'Login unsuccessful', with the ways on: register, or try again. */
export function LoginFailedDialog({ onClose }: { onClose: () => void }) {
  return (
    <Dialog
      role="alertdialog"
      isOpen
      onOpenChange={(isOpen) => {
        if (!isOpen) onClose();
      }}
      title="Login unsuccessful"
      actions={(close) => (
        <>
          <Link href="/register" variant="secondary">
            Register
          </Link>
          <Button autoFocus onPress={close}>
            Try again
          </Button>
        </>
      )}
    >
      <p>{LOGIN_FAILED_MESSAGE}</p>
    </Dialog>
  );
}
