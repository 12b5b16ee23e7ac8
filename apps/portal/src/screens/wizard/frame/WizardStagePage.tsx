import {
  continueLabel,
  GENERAL_INFO_PAGE_STAGE,
  isWizardStage,
  type WizardStage,
  wizardProgress,
  wizardStepIndex,
} from '@pod-portal/domain';
import { ProgressBar } from '@pod-portal/ui';
import { getRouteApi } from '@tanstack/react-router';
import { type ComponentType, useCallback, useRef } from 'react';
import { useStoredValue } from '../../../lib/stored-value.ts';
import { useSyncedCurrentUser } from '../../../session/use-synced-current-user.ts';
import { CoverRequirementsStage } from '../book-details/CoverRequirementsStage.tsx';
import { MetadataStage } from '../book-details/MetadataStage.tsx';
import { AcceptTermsAdditionalStage, AcceptTermsStage } from '../contract/AcceptTermsStage.tsx';
import { ContractSentStage } from '../contract/ContractSentStage.tsx';
import {
  completedStagesStore,
  generalInfoPageStore,
  uploadTypeStore,
} from '../drafts/wizard-stores.ts';
import { GeneralInfoStage } from '../general-info/GeneralInfoStage.tsx';
import { BankDetailsStage } from '../publisher-and-bank/BankDetailsStage.tsx';
import { PublisherInfoStage } from '../publisher-and-bank/PublisherInfoStage.tsx';
import { PublishingRightsStage } from '../rights/PublishingRightsStage.tsx';
import { ApplicabilityStage } from '../submission/ApplicabilityStage.tsx';
import { PaymentMethodStage } from '../submission/PaymentMethodStage.tsx';
import { SubmissionCompleteStage } from '../submission/SubmissionCompleteStage.tsx';
import { UploadAssetsStage } from '../uploads/UploadAssetsStage.tsx';
import { UploadTypeStage } from '../uploads/UploadTypeStage.tsx';
import { IntroModal } from './IntroModal.tsx';
import type { StageProps } from './stage-props.ts';
import { useResumeBook } from './use-resume-book.ts';
import { WizardSteps } from './WizardSteps.tsx';
import type { WizardSearch } from './wizard-search.ts';
import { BUILT_STAGES, type WizardBase } from './wizard-stages.ts';
import './wizard.css';

/** The stage registry: the component each built stage renders. */
const STAGES: Partial<Record<WizardStage, ComponentType<StageProps>>> = {
  'publishing-rights': PublishingRightsStage,
  'general-info': GeneralInfoStage,
  'publisher-info': PublisherInfoStage,
  'bank-details': BankDetailsStage,
  'accept-terms': AcceptTermsStage,
  contract: ContractSentStage,
  'upload-type': UploadTypeStage,
  metadata: MetadataStage,
  'confirm-bleed-cover': CoverRequirementsStage,
  'upload-assets': UploadAssetsStage,
  'upload-audio': UploadAssetsStage,
  'accept-terms-additional': AcceptTermsAdditionalStage,
  'payment-method': PaymentMethodStage,
  applicability: ApplicabilityStage,
  'submission-complete': SubmissionCompleteStage,
};

const newBookRoute = getRouteApi('/new-book/$stage');
const myFirstBookRoute = getRouteApi('/my-first-book/$stage');

/** /new-book/{stage}. */
export function NewBookStagePage() {
  const { stage } = newBookRoute.useParams();
  return <WizardStagePage base="new-book" stage={stage} search={newBookRoute.useSearch()} />;
}

/** /my-first-book/{stage}: the same stages, without the sidebar. */
export function MyFirstBookStagePage() {
  const { stage } = myFirstBookRoute.useParams();
  return (
    <WizardStagePage base="my-first-book" stage={stage} search={myFirstBookRoute.useSearch()} />
  );
}

interface WizardStagePageProps {
  base: WizardBase;
  stage: string;
  search: WizardSearch;
}

/**
 * The wizard's frame: heading, the seven steps and where the author is, the progress bar,
 * first-visit modal, stage.
 */
function WizardStagePage({ base, stage, search }: WizardStagePageProps) {
  useSyncedCurrentUser();
  const resume = useResumeBook(search);
  const [completed] = useStoredValue(completedStagesStore);
  const [generalInfoPage] = useStoredValue(generalInfoPageStore);
  const [uploadType] = useStoredValue(uploadTypeStore);
  const stageHeading = useRef<HTMLHeadingElement>(null);
  const focusStageHeading = useCallback(() => stageHeading.current?.focus(), []);
  const Stage = isWizardStage(stage) ? STAGES[stage] : undefined;
  if (!isWizardStage(stage) || !Stage) return null;
  // General info's pages are stages of their own for the progress and the Next label.
  const page = stage === 'general-info' ? generalInfoPage : undefined;
  const labelStage = page ? GENERAL_INFO_PAGE_STAGE[page] : stage;
  return (
    <div className="wizard">
      <h1>New Book</h1>
      <WizardSteps current={wizardStepIndex(stage, page)} />
      {/* The stages done / the stage count (9, 10 for a Word document); never going back. */}
      <ProgressBar
        label="Your progress"
        value={Math.round(
          wizardProgress({ stage, generalInfoPage: page }, completed, uploadType) * 100,
        )}
        className="wizard-progress"
      />
      <h2 ref={stageHeading} tabIndex={-1}>
        {BUILT_STAGES[stage]}
      </h2>
      {/* A resumed book's stage starts from that book's draft, once it is loaded. */}
      {resume.loading ? (
        <p role="status">Loading your book…</p>
      ) : (
        <Stage key={stage} base={base} continueLabel={continueLabel(labelStage, completed)} />
      )}
      <IntroModal onBegin={focusStageHeading} />
    </div>
  );
}
