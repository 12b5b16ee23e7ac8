import { Button, ProgressBar } from '@pod-portal/ui';
import { useId } from 'react';
import type { SafeFix } from '../../../preflight-fixes/index.ts';

/**
 * A safe fix under the finding it answers: what it does in one sentence, its one-click button
 * (pending while the fix runs, with a bar that says so), and why it failed when it did.
 */
export function SafeFixAction({
  fix,
  fileName,
  isFixing,
  isDisabled,
  error,
  onApply,
}: {
  fix: SafeFix;
  fileName: string;
  /** This fix is being applied. */
  isFixing: boolean;
  /** Another fix is being applied. */
  isDisabled: boolean;
  error?: string;
  onApply: () => void;
}) {
  const explanationId = useId();
  return (
    <div className="preflight-fix">
      <p className="preflight-fix__heading">We can fix this for you</p>
      <p id={explanationId}>{fix.explanation}</p>
      <Button
        variant="secondary"
        aria-describedby={explanationId}
        isPending={isFixing}
        isDisabled={isDisabled}
        onPress={onApply}
      >
        {fix.label}
      </Button>
      {isFixing && <ProgressBar label={`Fixing ${fileName}`} isIndeterminate />}
      {error && <p className="preflight-fix__error">{error}</p>}
    </div>
  );
}
