import type { WizardStage } from './stages.ts';

/**
 * The seven steps the upload process is described with: the first-visit modal lists them, and
 * the wizard shows where the author is among them.
 */
export const WIZARD_STEPS = [
  'Details',
  'Royalty estimate',
  'Publisher details',
  'Bank details for royalty payouts',
  'Accept terms and sign contract',
  'Additional book details',
  'Upload files',
] as const;

export type WizardStepName = (typeof WIZARD_STEPS)[number];

/**
 * General info's own pages: the book's details, the royalty calculator, the confirmation, and
 * the quote it gives.
 */
export type GeneralInfoPage = 'details' | 'calculator' | 'confirm' | 'quote';

const STEP_OF_STAGE: Record<WizardStage, WizardStepName | 'done'> = {
  'publishing-rights': 'Details',
  'general-info': 'Details',
  calculator: 'Royalty estimate',
  'e-book': 'Royalty estimate',
  'audio-book': 'Royalty estimate',
  'confirm-details': 'Royalty estimate',
  'publisher-info': 'Publisher details',
  'bank-details': 'Bank details for royalty payouts',
  'accept-terms': 'Accept terms and sign contract',
  contract: 'Accept terms and sign contract',
  'upload-type': 'Additional book details',
  metadata: 'Additional book details',
  'confirm-bleed-cover': 'Additional book details',
  'upload-assets': 'Upload files',
  'upload-audio': 'Upload files',
  // After the uploads: the terms that apply, or the services' payment and appendix.
  applicability: 'Upload files',
  'payment-method': 'Upload files',
  'accept-terms-additional': 'Upload files',
  'submission-complete': 'done',
};

/**
 * Where a stage stands among the seven steps: the index in WIZARD_STEPS (0 for Details), or 7
 * once the book is submitted. General info spans two steps: its details page is Details, its
 * calculator, confirmation and quote pages the Royalty estimate.
 */
export function wizardStepIndex(stage: WizardStage, generalInfoPage?: GeneralInfoPage): number {
  const step =
    stage === 'general-info' && generalInfoPage !== undefined && generalInfoPage !== 'details'
      ? 'Royalty estimate'
      : STEP_OF_STAGE[stage];
  return step === 'done' ? WIZARD_STEPS.length : WIZARD_STEPS.indexOf(step);
}
