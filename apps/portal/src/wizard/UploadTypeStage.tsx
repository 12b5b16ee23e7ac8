import { RadioGroup } from '@pod-portal/ui';
import { StageActions } from './StageActions.tsx';
import type { StageProps } from './stage-props.ts';
import { useStoredValue } from './stored-value.ts';
import { markCompleted, useWizardNavigation } from './use-wizard-navigation.ts';
import { uploadTypeStore } from './wizard-stores.ts';

/**
 * Select Upload Type: how the book file comes. Only a print-ready PDF is offered for now (a
 * Word document laid out by the team needs the payment step, which comes with the cart).
 */
export function UploadTypeStage({ base, continueLabel }: StageProps) {
  const { goTo } = useWizardNavigation(base);
  const [uploadType, setUploadType] = useStoredValue(uploadTypeStore);
  return (
    <div className="wizard-stage">
      <RadioGroup
        label="How will you supply your book?"
        value={uploadType}
        onChange={() => setUploadType('pdf')}
        options={[{ value: 'pdf', label: 'A print-ready PDF' }]}
        description="Your PDF is printed as it is: its pages are the size of your book, with every font embedded."
      />
      <StageActions
        onBack={() => void goTo('contract')}
        continueLabel={continueLabel}
        onContinue={() => {
          markCompleted('upload-type');
          void goTo('metadata');
        }}
      />
    </div>
  );
}
