/** Every stage of the book wizard, in route order (`/new-book/{stage}`). */
export const WIZARD_STAGES = [
  'publishing-rights',
  'general-info',
  'calculator',
  'confirm-details',
  'publisher-info',
  'bank-details',
  'accept-terms',
  'contract',
  'upload-type',
  'metadata',
  'confirm-bleed-cover',
  'upload-assets',
  'accept-terms-additional',
  'payment-method',
  'submission-complete',
  'applicability',
  'e-book',
  'audio-book',
  'upload-audio',
] as const;

export type WizardStage = (typeof WIZARD_STAGES)[number];

/** Whether a route segment names a wizard stage. */
export function isWizardStage(value: string): value is WizardStage {
  return (WIZARD_STAGES as readonly string[]).includes(value);
}
