import {
  CHALLENGE_EXPIRED_MESSAGE,
  CODE_SENT_DESCRIPTION,
  type SecondStepMethod,
  secondStepCodeSchemas,
  TOO_MANY_ATTEMPTS_MESSAGE,
} from '@pod-portal/domain';
import { useRouteContext } from '@tanstack/react-router';
import { type FormEvent, useEffect, useState } from 'react';
import { keepRememberedBrowser } from '../../../session/remembered-browser.ts';
import { startSession } from '../../../session/start-session.ts';
import type { SecondStepRequired } from '../../../session/use-sign-in.ts';

/**
 * The login's second step as the form fills it in: the method and code, the remember choice,
 * what went wrong, an app's set-up (staff without one) and the recovery codes it gave; sends
 * a new code and the code itself. `onRestart` when the challenge is over, `onDone` once logged
 * in (after the recovery codes, when there are any to show).
 */
export function useSecondStep(
  step: SecondStepRequired,
  onDone: () => void,
  onRestart: (message: string) => void,
) {
  const context = useRouteContext({ from: '__root__' });
  const { pod } = context;
  const [method, setMethod] = useState<SecondStepMethod>(step.methods[0] ?? 'code');
  const [code, setCode] = useState('');
  const [remember, setRemember] = useState(false);
  const [fieldError, setFieldError] = useState<string>();
  const [notice, setNotice] = useState<{ variant: 'success' | 'danger'; text: string }>();
  const [busy, setBusy] = useState(false);
  const [setup, setSetup] = useState<{ secret: string; qr_code: string }>();
  const [recoveryCodes, setRecoveryCodes] = useState<string[]>();

  useEffect(() => {
    if (step.second_step !== 'totp_setup') return;
    void pod.auth.startLoginTotpSetup({ body: { challenge: step.challenge } }).then((answer) => {
      if (answer.data) setSetup(answer.data);
      else onRestart(CHALLENGE_EXPIRED_MESSAGE);
    });
  }, [pod, step, onRestart]);

  async function sendNewCode() {
    setNotice(undefined);
    const sent = await pod.auth.resendLoginCode({ body: { challenge: step.challenge } });
    if (sent.outcome.kind === 'challengeExpired') return onRestart(CHALLENGE_EXPIRED_MESSAGE);
    setMethod('code');
    setCode('');
    setNotice(
      sent.outcome.kind === 'ok'
        ? { variant: 'success', text: CODE_SENT_DESCRIPTION }
        : {
            variant: 'danger',
            text:
              sent.outcome.kind === 'throttled'
                ? TOO_MANY_ATTEMPTS_MESSAGE
                : 'The code could not be sent. Please try again.',
          },
    );
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    const checked = secondStepCodeSchemas[method].safeParse(code);
    if (!checked.success) {
      setFieldError(checked.error.issues[0]?.message);
      return;
    }
    setFieldError(undefined);
    setNotice(undefined);
    setBusy(true);
    try {
      const done = await pod.auth.verifySecondStep({
        body: {
          challenge: step.challenge,
          method,
          code: checked.data,
          ...(step.can_remember && { remember_browser: remember }),
        },
      });
      const { outcome } = done;
      if (outcome.kind === 'challengeExpired') return onRestart(CHALLENGE_EXPIRED_MESSAGE);
      if (outcome.kind === 'wrongCode') return setFieldError(outcome.description);
      if (outcome.kind === 'codeExpired')
        return setNotice({ variant: 'danger', text: outcome.description ?? '' });
      if (!done.data) {
        return setNotice({
          variant: 'danger',
          text: outcome.kind === 'throttled' ? TOO_MANY_ATTEMPTS_MESSAGE : 'Something went wrong',
        });
      }
      if (done.data.remembered_browser) keepRememberedBrowser(done.data.remembered_browser);
      await startSession(context);
      if (done.data.recovery_codes) setRecoveryCodes(done.data.recovery_codes);
      else onDone();
    } finally {
      setBusy(false);
    }
  }

  return {
    method,
    setMethod,
    code,
    setCode,
    remember,
    setRemember,
    fieldError,
    notice,
    busy,
    setup,
    recoveryCodes,
    sendNewCode,
    submit,
  };
}
