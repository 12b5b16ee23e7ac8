import type { WizardStage } from './stages.ts';

/** How the book file is supplied: a finished PDF, or a raw .docx the team lays out. */
export type UploadType = 'pdf' | 'raw';

// The 9 steps the progress bar counts; a raw upload adds the payment step for the
// formatting and bleeding services (10).
const STEPS: readonly WizardStage[] = [
  'general-info',
  'publisher-info',
  'bank-details',
  'accept-terms',
  'contract',
  'upload-type',
  'metadata',
  'confirm-bleed-cover',
  'upload-assets',
];
const RAW_STEPS: readonly WizardStage[] = [...STEPS.slice(0, 8), 'payment-method', 'upload-assets'];

// Stages that are not steps of their own show the progress of the step they belong to.
const PART_OF: Partial<Record<WizardStage, WizardStage>> = {
  calculator: 'general-info',
  'confirm-details': 'general-info',
  'e-book': 'general-info',
  'audio-book': 'general-info',
  'accept-terms-additional': 'accept-terms',
  applicability: 'upload-assets',
  'upload-audio': 'upload-assets',
};

/** The number of steps: 9, or 10 when the upload type is raw. */
export function stageCount(uploadType: UploadType): number {
  return uploadType === 'raw' ? RAW_STEPS.length : STEPS.length;
}

/**
 * Progress bar value in [0, 1]: position of the stage / stage count. Publishing rights
 * comes before the first step (0), submission complete after the last (1).
 */
export function stageProgress(stage: WizardStage, uploadType: UploadType): number {
  const steps = uploadType === 'raw' ? RAW_STEPS : STEPS;
  if (stage === 'publishing-rights') return 0;
  if (stage === 'submission-complete') return 1;
  // A pdf upload has no payment step: it shows as the step before upload-assets.
  const step = PART_OF[stage] ?? (steps.includes(stage) ? stage : 'confirm-bleed-cover');
  return (steps.indexOf(step) + 1) / steps.length;
}
