import type { WizardBase } from './wizard-stages.ts';

/** What the frame gives every stage. */
export interface StageProps {
  base: WizardBase;
  /** "Next" when the stage was completed before, "Continue" otherwise. */
  continueLabel: 'Next' | 'Continue';
}
