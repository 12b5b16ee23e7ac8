import { Alert, Card, Switch } from '@pod-portal/ui';
import { useRouteContext } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import {
  devicePushState,
  type PushState,
  turnOffPush,
  turnOnPush,
} from '../../push/device-push.ts';

const EXPLAINED: Partial<Record<PushState, string>> = {
  unsupported:
    'This browser cannot show our notifications. Install the app (Install in the menu) or use a current Chrome, Edge, Firefox or Safari.',
  blocked:
    'Notifications are blocked for this site. Allow them in your browser’s site settings, then turn them on here.',
};

/** Why the browser or the server refused, in our words where the browser's are technical. */
function whyNot(error: unknown): string {
  if (error instanceof DOMException && error.name === 'NotAllowedError')
    return 'this browser does not allow them here (a private window never does).';
  if (error instanceof DOMException && error.name === 'AbortError')
    return "the browser's push service could not be reached. Please try again later.";
  return error instanceof Error ? error.message : 'please try again later.';
}

/** The author's choice to be notified on this device (the browser asks for permission first). */
export function PushNotificationsCard() {
  const { pod } = useRouteContext({ from: '__root__' });
  const [state, setState] = useState<PushState>();
  const [failure, setFailure] = useState<string>();
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    void devicePushState().then(setState);
  }, []);

  async function change(on: boolean) {
    setBusy(true);
    setFailure(undefined);
    try {
      setState(on ? await turnOnPush(pod) : await turnOffPush());
    } catch (error) {
      setFailure(`Notifications could not be turned on: ${whyNot(error)}`);
      setState(await devicePushState());
    } finally {
      setBusy(false);
    }
  }

  const explained = state && EXPLAINED[state];
  return (
    <Card title="Notifications">
      <div className="app-form">
        <Switch
          isSelected={state === 'on'}
          isDisabled={state === undefined || state === 'unsupported' || busy}
          onChange={(on) => void change(on)}
        >
          Notify me on this device when a book moves on, a payment completes or support answers
        </Switch>
        {explained && <p>{explained}</p>}
        {failure && <Alert variant="danger">{failure}</Alert>}
      </div>
    </Card>
  );
}
