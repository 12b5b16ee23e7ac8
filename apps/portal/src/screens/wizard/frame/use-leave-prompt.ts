import { useBlocker } from '@tanstack/react-router';
import { useState } from 'react';

/**
 * A stage whose Back (and the browser's back button) asks before leaving for the dashboard:
 * whether the prompt is open, `ask` to open it from a Back button, `stay` and `leave`.
 */
export function useLeavePrompt(onLeave: () => void) {
  const [asked, setAsked] = useState(false);
  const blocker = useBlocker({
    shouldBlockFn: ({ action }) => action === 'BACK' || action === 'GO',
    enableBeforeUnload: false,
    withResolver: true,
  });
  const stay = () => {
    setAsked(false);
    blocker.reset?.();
  };
  return {
    isOpen: asked || blocker.status === 'blocked',
    ask: () => setAsked(true),
    stay,
    leave: () => {
      stay();
      onLeave();
    },
  };
}
