import { WIZARD_STEPS } from '@pod-portal/domain';

/**
 * The seven steps of the upload process, as the first-visit modal names them, with the author's
 * place among them: done steps ticked, the current one marked (`aria-current="step"`). On a phone
 * only the current step's name shows beside the numbers.
 */
export function WizardSteps({ current }: { current: number }) {
  const step = WIZARD_STEPS[current];
  return (
    <nav className="wizard-steps" aria-label="Upload steps">
      <p className="wizard-steps-summary">
        {step
          ? `Step ${current + 1} of ${WIZARD_STEPS.length}: ${step}`
          : `All ${WIZARD_STEPS.length} steps done`}
      </p>
      <ol>
        {WIZARD_STEPS.map((name, index) => {
          const state = index < current ? 'done' : index === current ? 'current' : 'next';
          return (
            <li
              key={name}
              className={`wizard-step wizard-step-${state}`}
              aria-current={state === 'current' ? 'step' : undefined}
            >
              <span className="wizard-step-marker" aria-hidden="true">
                {state === 'done' ? '✓' : index + 1}
              </span>
              <span className="wizard-step-name">
                {name}
                {state === 'done' && <span className="app-visually-hidden"> (done)</span>}
              </span>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
