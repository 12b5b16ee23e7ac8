import {
  CHALLENGE_EXPIRED_MESSAGE,
  CODE_SENT_DESCRIPTION,
  type SecondStepMethod,
  secondStepCodeSchemas,
} from '@pod-portal/domain';
import { Alert, Button, Checkbox, TextField } from '@pod-portal/ui';
import { useRouteContext } from '@tanstack/react-router';
import { type FormEvent, useEffect, useState } from 'react';
import { keepRememberedBrowser } from '../../../session/remembered-browser.ts';
import { startSession } from '../../../session/start-session.ts';
import type { SecondStepRequired } from '../../../session/use-sign-in.ts';
import { RecoveryCodesList } from './RecoveryCodesList.tsx';
import { TotpSecret } from './TotpSecret.tsx';

const FIELD_LABELS: Record<SecondStepMethod, string> = {
  code: 'Code from your email',
  totp: 'Code from your authenticator app',
  recovery: 'Recovery code',
};

const TITLES: Record<SecondStepRequired['second_step'], string> = {
  code: 'Check your email',
  totp: 'Confirm it is you',
  totp_setup: 'Set up your authenticator app',
};

const TOO_MANY = 'Too many attempts, please wait a while and try again';

interface SecondStepFormProps {
  step: SecondStepRequired;
  /** Logged in (the session is stored). */
  onDone: () => void;
  /** The challenge is over: back to email and password. */
  onRestart: (message: string) => void;
}

/**
 * The login's second step: the emailed code (with "Send a new code"), the authenticator app's
 * code (or a recovery code, or an emailed one when that switch is on too), or, for staff without
 * an app, its set-up; "Remember this browser for 30 days" where the account may.
 */
export function SecondStepForm({ step, onDone, onRestart }: SecondStepFormProps) {
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
                ? TOO_MANY
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
          text: outcome.kind === 'throttled' ? TOO_MANY : 'Something went wrong',
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

  if (recoveryCodes) {
    return (
      <div className="app-form">
        <h2>Your recovery codes</h2>
        <RecoveryCodesList codes={recoveryCodes} />
        <Button onPress={onDone}>I have saved my recovery codes</Button>
      </div>
    );
  }

  return (
    <form className="app-form" onSubmit={submit} noValidate>
      <h2>{TITLES[step.second_step]}</h2>
      {step.second_step === 'code' && method === 'code' && (
        <p>We emailed you a 4-digit code. It works once, for 10 minutes.</p>
      )}
      {step.second_step === 'totp_setup' && (
        <p>Staff accounts log in with an authenticator app. Set one up now to continue.</p>
      )}
      {setup && <TotpSecret secret={setup.secret} qrCode={setup.qr_code} />}
      {notice && <Alert variant={notice.variant}>{notice.text}</Alert>}
      <TextField
        label={FIELD_LABELS[method]}
        value={code}
        onChange={setCode}
        autoComplete="one-time-code"
        inputMode={method === 'recovery' ? 'text' : 'numeric'}
        isInvalid={fieldError !== undefined}
        errorMessage={fieldError}
        validationBehavior="aria"
        autoFocus
      />
      {step.can_remember && (
        <Checkbox isSelected={remember} onChange={setRemember}>
          Remember this browser for 30 days
        </Checkbox>
      )}
      <Button type="submit" isPending={busy}>
        Continue
      </Button>
      <div className="app-actions">
        {method === 'code' && (
          <Button variant="secondary" onPress={sendNewCode}>
            Send a new code
          </Button>
        )}
        {method !== 'code' && step.methods.includes('code') && (
          <Button variant="secondary" onPress={sendNewCode}>
            Email me a code instead
          </Button>
        )}
        {method !== 'recovery' && step.methods.includes('recovery') && (
          <Button variant="secondary" onPress={() => setMethod('recovery')}>
            Use a recovery code
          </Button>
        )}
        {method !== 'totp' && step.methods.includes('totp') && (
          <Button variant="secondary" onPress={() => setMethod('totp')}>
            Use my authenticator app
          </Button>
        )}
      </div>
    </form>
  );
}
