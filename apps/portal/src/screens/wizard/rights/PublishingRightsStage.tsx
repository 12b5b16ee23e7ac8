import { decidePublishingRights, type PublishingRightsAnswers } from '@pod-portal/domain';
import { Alert, Button, Link, RadioGroup } from '@pod-portal/ui';
import { useState } from 'react';
import { startNextBookIfQuoted } from '../drafts/wizard-stores.ts';
import type { StageProps } from '../frame/stage-props.ts';
import { markCompleted, useWizardNavigation } from '../frame/use-wizard-navigation.ts';

const NO_ANSWERS: PublishingRightsAnswers = {
  rights: null,
  thirdPartyMaterial: null,
  publicDomainUse: null,
};

/** The first stage: who holds the rights to the title, by the domain's decision. */
export function PublishingRightsStage({ base, continueLabel }: StageProps) {
  const { goTo } = useWizardNavigation(base);
  const [answers, setAnswers] = useState(NO_ANSWERS);
  const [tried, setTried] = useState(false);
  const decision = decidePublishingRights(answers);
  const yesNo = (value: boolean | null) => (value === null ? '' : value ? 'yes' : 'no');
  return (
    <div className="wizard-stage">
      <RadioGroup
        label="Publishing rights"
        value={answers.rights ?? ''}
        onChange={(value) =>
          setAnswers({ ...NO_ANSWERS, rights: value === 'owner' ? 'owner' : 'public-domain' })
        }
        options={[
          { value: 'owner', label: 'I own the publishing rights to this title' },
          { value: 'public-domain', label: 'This title is in the public domain' },
        ]}
      />
      {answers.rights === 'owner' && (
        <RadioGroup
          label="Does this title include third-party material?"
          value={yesNo(answers.thirdPartyMaterial)}
          onChange={(value) => setAnswers({ ...answers, thirdPartyMaterial: value === 'yes' })}
          options={[
            { value: 'no', label: 'No' },
            { value: 'yes', label: 'Yes' },
          ]}
        />
      )}
      {answers.rights === 'public-domain' && (
        <RadioGroup
          label="How does your book use the public domain work?"
          value={answers.publicDomainUse ?? ''}
          onChange={(value) =>
            setAnswers({
              ...answers,
              publicDomainUse: value === 'reproduction' ? 'reproduction' : 'compilation',
            })
          }
          options={[
            { value: 'reproduction', label: 'Reproduction' },
            { value: 'compilation', label: 'Compilation' },
          ]}
        />
      )}
      {decision.kind === 'not-allowed' && (
        <Alert
          variant="danger"
          action={
            <Link href={`/${base}`} onPress={() => setAnswers(NO_ANSWERS)}>
              Go Back
            </Link>
          }
        >
          {decision.message}
        </Alert>
      )}
      {decision.kind === 'incomplete' && tried && (
        <Alert variant="danger">{decision.message}</Alert>
      )}
      <div className="app-actions">
        <Button
          isDisabled={decision.kind === 'not-allowed'}
          onPress={() => {
            setTried(true);
            if (decision.kind !== 'continue') return;
            startNextBookIfQuoted();
            markCompleted('publishing-rights');
            void goTo(decision.next);
          }}
        >
          {continueLabel}
        </Button>
      </div>
    </div>
  );
}
