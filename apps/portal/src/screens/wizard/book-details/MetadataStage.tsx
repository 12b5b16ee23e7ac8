import { LeaveModal } from '../frame/LeaveModal.tsx';
import { StageActions } from '../frame/StageActions.tsx';
import type { StageProps } from '../frame/stage-props.ts';
import { useLeavePrompt } from '../frame/use-leave-prompt.ts';
import { markCompleted, useWizardNavigation } from '../frame/use-wizard-navigation.ts';
import { ClassificationFields } from './ClassificationFields.tsx';
import { DescriptionFields } from './DescriptionFields.tsx';
import { PublicationFields } from './PublicationFields.tsx';
import { RightsAndAudienceFields } from './RightsAndAudienceFields.tsx';
import { TitleAndAuthorsFields } from './TitleAndAuthorsFields.tsx';
import { useAdditionalDetailsForm } from './use-additional-details-form.ts';

/**
 * Additional Details: what the stores and the book's listing show. Typed values are kept as
 * they change, so a reload or a later visit finds them. The browser's back button asks
 * before leaving for the dashboard.
 */
export function MetadataStage({ base, continueLabel }: StageProps) {
  const { goTo, goHome } = useWizardNavigation(base);
  const prompt = useLeavePrompt(() => void goHome());
  const { form, formProps, isSubmitting } = useAdditionalDetailsForm(() => {
    markCompleted('metadata');
    void goTo('confirm-bleed-cover');
  });
  return (
    <form {...formProps}>
      <p>
        These details appear wherever your book is sold. Fields marked as required must be filled in
        before you continue.
      </p>
      <TitleAndAuthorsFields form={form} />
      <PublicationFields form={form} />
      <ClassificationFields form={form} />
      <DescriptionFields form={form} />
      <RightsAndAudienceFields form={form} />
      <StageActions
        onBack={() => void goTo('upload-type')}
        continueLabel={continueLabel}
        isPending={isSubmitting}
      />
      <LeaveModal isOpen={prompt.isOpen} onStay={prompt.stay} onLeave={prompt.leave}>
        What you have typed is kept. You can come back to it through Your Books and Continue Upload
        Process.
      </LeaveModal>
    </form>
  );
}
