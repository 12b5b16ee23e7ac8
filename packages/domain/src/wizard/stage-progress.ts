import type { WizardStage } from './stages.ts';
import type { GeneralInfoPage } from './wizard-steps.ts';

/** How the book file is supplied: a finished PDF, or a raw .docx the team lays out. */
export type UploadType = 'pdf' | 'raw';

/** Where the author is: a stage and, in general info, its page. */
export interface WizardPosition {
  stage: WizardStage;
  generalInfoPage?: GeneralInfoPage | undefined;
}

/**
 * The stage general info's pages are recorded under once passed (and whose completion gives
 * their button "Next"): the details page is general-info itself, then the calculator, and the
 * confirmation with the quote it gives (confirm-details).
 */
export const GENERAL_INFO_PAGE_STAGE: Record<GeneralInfoPage, WizardStage> = {
  details: 'general-info',
  calculator: 'calculator',
  confirm: 'confirm-details',
  quote: 'confirm-details',
};

// The places of the flow, in the order an author meets them; the progress at a place is the
// number of places before it over the stage count. A PDF upload has 9; a Word document always
// brings services (formatting), so paying for them and signing their appendix after the
// uploads is a place of its own (10). Without a Word document, the stages after the uploads
// (the terms that apply, or the services' payment and appendix) share the uploads' place.
const BEFORE_UPLOADS: readonly (readonly WizardStage[])[] = [
  ['publishing-rights', 'general-info'],
  ['calculator', 'e-book', 'audio-book'],
  ['confirm-details'],
  ['publisher-info'],
  ['bank-details'],
  ['accept-terms', 'contract'],
  ['upload-type', 'metadata'],
  ['confirm-bleed-cover'],
];
const UPLOADS: readonly WizardStage[] = ['upload-assets', 'upload-audio'];
const AFTER_UPLOADS: readonly WizardStage[] = [
  'applicability',
  'payment-method',
  'accept-terms-additional',
];
const PLACES: Record<UploadType, readonly (readonly WizardStage[])[]> = {
  pdf: [...BEFORE_UPLOADS, [...UPLOADS, ...AFTER_UPLOADS]],
  raw: [...BEFORE_UPLOADS, UPLOADS, AFTER_UPLOADS],
};

// Where the flow goes once a stage is completed (the nearer of two ways on: accept-terms leads
// to the contract, or, in the first-book flow, straight to the end).
const NEXT: Record<WizardStage, WizardStage> = {
  'publishing-rights': 'general-info',
  'general-info': 'calculator',
  calculator: 'confirm-details',
  'e-book': 'confirm-details',
  'audio-book': 'confirm-details',
  'confirm-details': 'publisher-info',
  'publisher-info': 'bank-details',
  'bank-details': 'accept-terms',
  'accept-terms': 'contract',
  contract: 'upload-type',
  'upload-type': 'metadata',
  metadata: 'confirm-bleed-cover',
  'confirm-bleed-cover': 'upload-assets',
  'upload-assets': 'payment-method',
  'upload-audio': 'payment-method',
  'payment-method': 'accept-terms-additional',
  applicability: 'submission-complete',
  'accept-terms-additional': 'submission-complete',
  'submission-complete': 'submission-complete',
};

/** The number of stages the progress bar counts: 9, or 10 when the upload type is raw. */
export function stageCount(uploadType: UploadType): number {
  return PLACES[uploadType].length;
}

function placeOf(stage: WizardStage, uploadType: UploadType): number {
  const places = PLACES[uploadType];
  if (stage === 'submission-complete') return places.length;
  return places.findIndex((place) => place.includes(stage));
}

/**
 * Progress bar value in [0, 1]: the position of the stage over the stage count, where the
 * position is the number of stages done, and never less than the stages already completed
 * lead to (going back to a completed stage keeps the progress made). Publishing rights starts
 * a book (0); submission complete ends it (1).
 */
export function wizardProgress(
  { stage, generalInfoPage }: WizardPosition,
  completed: readonly WizardStage[],
  uploadType: UploadType,
): number {
  if (stage === 'publishing-rights') return 0;
  const here = placeOf(
    stage === 'general-info' ? GENERAL_INFO_PAGE_STAGE[generalInfoPage ?? 'details'] : stage,
    uploadType,
  );
  const done = completed.map((passed) => placeOf(NEXT[passed], uploadType));
  return Math.max(here, ...done) / stageCount(uploadType);
}
