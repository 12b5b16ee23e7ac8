import { useQueryClient } from '@tanstack/react-query';
import { useNavigate, useRouteContext } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { CURRENT_USER_KEY } from '../../../api/current-user-query.ts';
import { type UpdateRequestForm, updateRequestBody } from './update-request-form.ts';

/** The spec's pause on the success message before going back to /profile. */
const BACK_TO_PROFILE_MS = 2000;

/**
 * Sends the change request for staff review; once sent, the user's record is read again (it
 * now holds the waiting request) and /profile follows after the spec's pause.
 */
export function useSendChangeRequest() {
  const { pod } = useRouteContext({ from: '__root__' });
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [outcome, setOutcome] = useState<'sent' | 'failed' | null>(null);

  useEffect(() => {
    if (outcome !== 'sent') return;
    const timer = setTimeout(() => void navigate({ to: '/profile' }), BACK_TO_PROFILE_MS);
    return () => clearTimeout(timer);
  }, [outcome, navigate]);

  async function send(values: UpdateRequestForm) {
    try {
      const { outcome: result } = await pod.users.requestChange({
        body: updateRequestBody(values),
      });
      if (result.kind !== 'ok') {
        setOutcome('failed');
        return;
      }
      await queryClient.invalidateQueries({ queryKey: CURRENT_USER_KEY });
      setOutcome('sent');
    } catch {
      setOutcome('failed');
    }
  }

  const backToProfile = () => void navigate({ to: '/profile' });
  return { outcome, send, backToProfile };
}
