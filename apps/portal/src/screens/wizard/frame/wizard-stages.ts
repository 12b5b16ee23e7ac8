import type { GeneralInfoPage, WizardStage } from '@pod-portal/domain';

/** The two address prefixes that offer the wizard's stages. */
export type WizardBase = 'new-book' | 'my-first-book';

/** The stages built so far, with the name the page title and heading show. */
export const BUILT_STAGES: Partial<Record<WizardStage, string>> = {
  'publishing-rights': 'Publishing Rights',
  'general-info': 'General Info',
  'publisher-info': 'Publisher Details',
  'bank-details': 'Bank Details',
  'accept-terms': 'Accept Terms and Sign',
  contract: 'Check Your Email',
  'upload-type': 'Select Upload Type',
  metadata: 'Additional Details',
  'confirm-bleed-cover': 'Cover Requirements',
  'upload-assets': 'Upload Book/Cover/Thumbnail',
  'upload-audio': 'Upload Audio Chapters',
  'accept-terms-additional': 'Accept Additional Terms',
  'payment-method': 'Select Payment Method',
  applicability: 'Applicability of Terms and Conditions',
  'submission-complete': 'Submission Complete',
};

/** Stage values that are pages inside general info (the floating royalty widget's names). */
export const GENERAL_INFO_ALIASES: Partial<Record<WizardStage, GeneralInfoPage>> = {
  calculator: 'calculator',
  'e-book': 'calculator',
  'audio-book': 'calculator',
  'confirm-details': 'confirm',
};
