import type { SecondStepMethod } from '@pod-portal/domain';
import { Alert, Button, Checkbox, TextField } from '@pod-portal/ui';
import type { SecondStepRequired } from '../../../session/use-sign-in.ts';
import { SaveRecoveryCodes } from './SaveRecoveryCodes.tsx';
import { SecondStepAlternatives } from './SecondStepAlternatives.tsx';
import { TotpSecret } from './TotpSecret.tsx';
import { useSecondStep } from './use-second-step.ts';

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
  const second = useSecondStep(step, onDone, onRestart);
  const { method, setup, notice, fieldError } = second;

  if (second.recoveryCodes) {
    return (
      <SaveRecoveryCodes codes={second.recoveryCodes} onSaved={onDone}>
        <h2>Your recovery codes</h2>
      </SaveRecoveryCodes>
    );
  }

  return (
    <form className="app-form" onSubmit={second.submit} noValidate>
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
        value={second.code}
        onChange={second.setCode}
        autoComplete="one-time-code"
        inputMode={method === 'recovery' ? 'text' : 'numeric'}
        isInvalid={fieldError !== undefined}
        errorMessage={fieldError}
        validationBehavior="aria"
        autoFocus
      />
      {step.can_remember && (
        <Checkbox isSelected={second.remember} onChange={second.setRemember}>
          Remember this browser for 30 days
        </Checkbox>
      )}
      <Button type="submit" isPending={second.busy}>
        Continue
      </Button>
      <SecondStepAlternatives
        method={method}
        methods={step.methods}
        onSendCode={second.sendNewCode}
        onChoose={second.setMethod}
      />
    </form>
  );
}
