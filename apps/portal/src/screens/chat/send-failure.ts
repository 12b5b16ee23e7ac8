import type { Outcome } from '@pod-portal/sdk';

const NOT_SENT = 'Your message could not be sent. Please try again.';

/** What the chat shows when a message was refused: the server's words for bad input. */
export function sendFailure(outcome: Outcome): string | undefined {
  if (outcome.kind === 'ok') return undefined;
  if (
    outcome.kind === 'invalidInput' ||
    outcome.kind === 'tooLarge' ||
    outcome.kind === 'throttled'
  )
    return outcome.description ?? NOT_SENT;
  return NOT_SENT;
}

/** The same for a request that never got an answer (offline, network failure). */
export const SEND_NETWORK_FAILURE =
  'Your message could not be sent: check your connection and try again.';
