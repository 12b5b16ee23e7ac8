import { describe, expect, it } from 'vitest';
import { continueLabel } from './continue-label.ts';
import { resumeStage } from './resume-stage.ts';
import { stageCount, stageProgress } from './stage-progress.ts';
import { isWizardStage, WIZARD_STAGES } from './stages.ts';

describe('wizard stages', () => {
  it('lists the 19 stages in route order', () => {
    expect(WIZARD_STAGES).toHaveLength(19);
    expect(WIZARD_STAGES[0]).toBe('publishing-rights');
    expect(WIZARD_STAGES.at(-1)).toBe('upload-audio');
    expect(isWizardStage('metadata')).toBe(true);
    expect(isWizardStage('checkout')).toBe(false);
  });

  it('counts 9 steps, 10 for a raw upload', () => {
    expect(stageCount('pdf')).toBe(9);
    expect(stageCount('raw')).toBe(10);
  });

  it('gives progress as position / count', () => {
    expect(stageProgress('publishing-rights', 'pdf')).toBe(0);
    expect(stageProgress('general-info', 'pdf')).toBe(1 / 9);
    expect(stageProgress('calculator', 'pdf')).toBe(1 / 9);
    expect(stageProgress('bank-details', 'pdf')).toBe(3 / 9);
    expect(stageProgress('upload-assets', 'pdf')).toBe(1);
    expect(stageProgress('upload-assets', 'raw')).toBe(1);
    expect(stageProgress('payment-method', 'raw')).toBe(9 / 10);
    expect(stageProgress('payment-method', 'pdf')).toBe(8 / 9);
    expect(stageProgress('upload-audio', 'pdf')).toBe(1);
    expect(stageProgress('submission-complete', 'raw')).toBe(1);
  });

  it('keeps progress between 0 and 1 and never going back along the stages', () => {
    for (const uploadType of ['pdf', 'raw'] as const) {
      for (const stage of WIZARD_STAGES) {
        const progress = stageProgress(stage, uploadType);
        expect(progress).toBeGreaterThanOrEqual(0);
        expect(progress).toBeLessThanOrEqual(1);
      }
    }
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
