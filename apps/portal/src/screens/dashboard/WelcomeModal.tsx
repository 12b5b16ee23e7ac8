import { Button, Dialog } from '@pod-portal/ui';
import { useRouteContext } from '@tanstack/react-router';
import { WELCOME_CLASS } from '../../prerender/drawn-page.ts';
import { useFirstLoginWelcome } from './use-first-login-welcome.ts';

/** The first-login welcome; closing it records the first login on the server and here. */
export function WelcomeModal() {
  const { pod, currentUser } = useRouteContext({ from: '__root__' });
  const [open, setOpen] = useFirstLoginWelcome(currentUser);
  const close = () => {
    setOpen(false);
    const user = currentUser.get();
    if (user) currentUser.set({ ...user, initial_login: 1 });
    // Recording it is best effort: the modal must not stand in the way if the call fails.
    pod.users.setInitialLogin({ body: { initial_login: 1 } }).catch(() => undefined);
  };
  return (
    <Dialog
      title="Welcome to Print on Demand"
      className={WELCOME_CLASS}
      isOpen={open}
      onOpenChange={(isOpen) => {
        if (!isOpen) close();
      }}
      actions={() => <Button onPress={close}>Close</Button>}
    >
      <p>
        Publish your book in print, as an ebook or as an audiobook. Start with New book: the upload
        takes about an hour in 7 steps, and you can come back to it any time from Your books.
      </p>
    </Dialog>
  );
}
