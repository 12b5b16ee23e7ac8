import type { WizardStage } from './stages.ts';

/** A stage already completed shows "Next" instead of "Continue". */
export function continueLabel(
  stage: WizardStage,
  completed: readonly WizardStage[],
): 'Next' | 'Continue' {
  return completed.includes(stage) ? 'Next' : 'Continue';
}
