import { describe, expect, it } from 'vitest';
import { WIZARD_STAGES } from './stages.ts';
import { WIZARD_STEPS, wizardStepIndex } from './wizard-steps.ts';

describe('wizardStepIndex', () => {
  it('puts the first stages under Details, general info moving on with its pages', () => {
    expect(wizardStepIndex('publishing-rights')).toBe(0);
    expect(wizardStepIndex('general-info', 'details')).toBe(0);
    expect(wizardStepIndex('general-info', 'calculator')).toBe(1);
    expect(wizardStepIndex('general-info', 'confirm')).toBe(1);
    expect(wizardStepIndex('general-info', 'quote')).toBe(1);
    expect(wizardStepIndex('publisher-info')).toBe(2);
    expect(wizardStepIndex('bank-details')).toBe(3);
    expect(wizardStepIndex('contract')).toBe(4);
    expect(wizardStepIndex('upload-type')).toBe(5);
    expect(wizardStepIndex('payment-method')).toBe(6);
    expect(wizardStepIndex('accept-terms-additional')).toBe(6);
    expect(wizardStepIndex('upload-audio')).toBe(6);
    expect(wizardStepIndex('submission-complete')).toBe(WIZARD_STEPS.length);
  });

  it('never goes back as the stages go forward in route order', () => {
    const main = WIZARD_STAGES.slice(0, WIZARD_STAGES.indexOf('upload-assets') + 1);
    const steps = main.map((stage) => wizardStepIndex(stage));
    expect(steps).toEqual([...steps].sort((a, b) => a - b));
    expect(new Set(steps).size).toBe(WIZARD_STEPS.length);
  });
});
