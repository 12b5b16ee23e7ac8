import { Button } from '@pod-portal/ui';

interface StageActionsProps {
  onBack: () => void;
  continueLabel: string;
  /** Without it, Continue submits the surrounding form. */
  onContinue?: () => void;
  isPending?: boolean;
}

/** Back and Continue (or Next) at the bottom of a stage or page. */
export function StageActions({ onBack, continueLabel, onContinue, isPending }: StageActionsProps) {
  return (
    <div className="app-actions">
      <Button variant="secondary" onPress={onBack} isDisabled={isPending}>
        Back
      </Button>
      <Button type={onContinue ? 'button' : 'submit'} onPress={onContinue} isPending={isPending}>
        {continueLabel}
      </Button>
    </div>
  );
}
