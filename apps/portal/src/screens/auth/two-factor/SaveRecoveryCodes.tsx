import { Button } from '@pod-portal/ui';
import type { ReactNode } from 'react';
import { RecoveryCodesList } from './RecoveryCodesList.tsx';

interface SaveRecoveryCodesProps {
  codes: string[];
  onSaved: () => void;
  /** What comes before the codes (a heading or a sentence). */
  children: ReactNode;
}

/** New recovery codes, shown this once, with "I have saved my recovery codes" to go on. */
export function SaveRecoveryCodes({ codes, onSaved, children }: SaveRecoveryCodesProps) {
  return (
    <div className="app-form">
      {children}
      <RecoveryCodesList codes={codes} />
      <Button onPress={onSaved}>I have saved my recovery codes</Button>
    </div>
  );
}
