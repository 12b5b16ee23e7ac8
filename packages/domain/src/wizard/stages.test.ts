import { describe, expect, it } from 'vitest';
import { continueLabel } from './continue-label.ts';
import { resumeStage } from './resume-stage.ts';
import { isWizardStage, WIZARD_STAGES } from './stages.ts';

describe('wizard stages', () => {
  it('lists the 19 stages in route order', () => {
    expect(WIZARD_STAGES).toHaveLength(19);
    expect(WIZARD_STAGES[0]).toBe('publishing-rights');
    expect(WIZARD_STAGES.at(-1)).toBe('upload-audio');
    expect(isWizardStage('metadata')).toBe(true);
    expect(isWizardStage('checkout')).toBe(false);
  });

  it('labels completed stages Next, others Continue', () => {
    expect(continueLabel('metadata', ['general-info', 'metadata'])).toBe('Next');
    expect(continueLabel('metadata', ['general-info'])).toBe('Continue');
  });

  it('resumes getquote at publisher-info and signedcontract at upload-type', () => {
    expect(resumeStage('getquote')).toBe('publisher-info');
    expect(resumeStage('signedcontract')).toBe('upload-type');
    expect(resumeStage('uploaded')).toBeNull();
    expect(resumeStage(undefined)).toBeNull();
  });
});
