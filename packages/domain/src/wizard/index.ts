export { continueLabel } from './continue-label.ts';
export {
  type CoverServiceOptions,
  coverServiceOptions,
  requiredServices,
} from './cover-services.ts';
export {
  decidePublishingRights,
  type PublishingRightsAnswers,
  type PublishingRightsDecision,
} from './publishing-rights.ts';
export { resumeStage } from './resume-stage.ts';
export { serviceCartItems } from './service-cart-items.ts';
export {
  GENERAL_INFO_PAGE_STAGE,
  stageCount,
  type UploadType,
  type WizardPosition,
  wizardProgress,
} from './stage-progress.ts';
export { isWizardStage, WIZARD_STAGES, type WizardStage } from './stages.ts';
export {
  flaggedServices,
  type RequiredFiles,
  requiredFiles,
  SERVICE_FLAGS,
  type ServiceFlag,
  type SubmittedBook,
  servicesMissing,
  servicesNotOffered,
} from './submission-files.ts';
export {
  type DraftChange,
  type FormatDraft,
  tooManyForSaddleStitch,
  updateDraft,
} from './update-draft.ts';
export {
  type GeneralInfoPage,
  WIZARD_STEPS,
  type WizardStepName,
  wizardStepIndex,
} from './wizard-steps.ts';
