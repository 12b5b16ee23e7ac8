import { continueLabel, isWizardStage, stageProgress, type WizardStage } from '@pod-portal/domain';
import { ProgressBar } from '@pod-portal/ui';
import type { ComponentType } from 'react';
import { useSyncedCurrentUser } from '../session/use-synced-current-user.ts';
import { BankDetailsStage } from './BankDetailsStage.tsx';
import { GeneralInfoStage } from './GeneralInfoStage.tsx';
import { IntroModal } from './IntroModal.tsx';
import { PublisherInfoStage } from './PublisherInfoStage.tsx';
import { PublishingRightsStage } from './PublishingRightsStage.tsx';
import type { StageProps } from './stage-props.ts';
import { useStoredValue } from './stored-value.ts';
import { useResumeBook } from './use-resume-book.ts';
import type { WizardSearch } from './wizard-search.ts';
import { BUILT_STAGES, type WizardBase } from './wizard-stages.ts';
import { completedStagesStore } from './wizard-stores.ts';
import './wizard.css';

/** The stage registry: the component each built stage renders. */
const STAGES: Partial<Record<WizardStage, ComponentType<StageProps>>> = {
  'publishing-rights': PublishingRightsStage,
  'general-info': GeneralInfoStage,
  'publisher-info': PublisherInfoStage,
  'bank-details': BankDetailsStage,
};

interface WizardStagePageProps {
  base: WizardBase;
  stage: string;
  search: WizardSearch;
}

/** The wizard's frame: heading, progress (position / stage count), first-visit modal, stage. */
export function WizardStagePage({ base, stage, search }: WizardStagePageProps) {
  useSyncedCurrentUser();
  useResumeBook(search);
  const [completed] = useStoredValue(completedStagesStore);
  const Stage = isWizardStage(stage) ? STAGES[stage] : undefined;
  if (!isWizardStage(stage) || !Stage) return null;
  const progress = Math.round(stageProgress(stage, 'pdf') * 100);
  return (
    <div className="wizard">
      <h1>New Book</h1>
      <ProgressBar label="Upload progress" value={progress} />
      <h2>{BUILT_STAGES[stage]}</h2>
      <Stage key={stage} base={base} continueLabel={continueLabel(stage, completed)} />
      <IntroModal />
    </div>
  );
}
