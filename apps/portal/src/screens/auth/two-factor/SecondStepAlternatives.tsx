import type { SecondStepMethod } from '@pod-portal/domain';
import { Button } from '@pod-portal/ui';

interface SecondStepAlternativesProps {
  /** The method the form asks for now. */
  method: SecondStepMethod;
  /** The methods the account may use. */
  methods: readonly SecondStepMethod[];
  /** Emails a new code (and asks for it). */
  onSendCode: () => void;
  onChoose: (method: SecondStepMethod) => void;
}

/** The second step's other ways: a new emailed code, a recovery code, the authenticator app. */
export function SecondStepAlternatives({
  method,
  methods,
  onSendCode,
  onChoose,
}: SecondStepAlternativesProps) {
  return (
    <div className="app-actions">
      {method === 'code' && (
        <Button variant="secondary" onPress={onSendCode}>
          Send a new code
        </Button>
      )}
      {method !== 'code' && methods.includes('code') && (
        <Button variant="secondary" onPress={onSendCode}>
          Email me a code instead
        </Button>
      )}
      {method !== 'recovery' && methods.includes('recovery') && (
        <Button variant="secondary" onPress={() => onChoose('recovery')}>
          Use a recovery code
        </Button>
      )}
      {method !== 'totp' && methods.includes('totp') && (
        <Button variant="secondary" onPress={() => onChoose('totp')}>
          Use my authenticator app
        </Button>
      )}
    </div>
  );
}
