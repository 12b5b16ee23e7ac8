import { Alert, Switch } from '@pod-portal/ui';
import { useQuery } from '@tanstack/react-query';
import { useRouteContext } from '@tanstack/react-router';
import { useState } from 'react';
import { loginNotificationQuery } from '../../api/sessions-query.ts';
import { useUserId } from '../../session/use-current-user.ts';

/**
 * The Profile's "Login notification": stored on the account, so every login from a browser or
 * an address new to it sends an email, whichever device turned it on.
 */
export function LoginNotificationSwitch() {
  const { pod, queryClient } = useRouteContext({ from: '__root__' });
  const query = loginNotificationQuery(pod, useUserId());
  const enabled = useQuery(query);
  const [saving, setSaving] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  async function change(on: boolean) {
    setSaving(true);
    setProblem(null);
    try {
      const { data } = await pod.sessions.setLoginNotification({ body: { enabled: on } });
      if (data) queryClient.setQueryData(query.queryKey, data.enabled);
      else setProblem('Your login notification could not be saved. Please try again.');
    } catch {
      setProblem('Your login notification could not be saved. Please try again.');
    } finally {
      setSaving(false);
    }
  }

  return (
    <>
      <Switch
        isSelected={enabled.data === true}
        isDisabled={enabled.data === undefined || saving}
        onChange={(on) => void change(on)}
      >
        Login notification: an email when someone logs in to your account from a new browser or
        place
      </Switch>
      {(problem ?? enabled.error) && (
        <Alert variant="danger">{problem ?? enabled.error?.message}</Alert>
      )}
    </>
  );
}
