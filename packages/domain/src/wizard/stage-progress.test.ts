import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  stageCount,
  type UploadType,
  type WizardPosition,
  wizardProgress,
} from './stage-progress.ts';
import type { WizardStage } from './stages.ts';
import { wizardStepIndex } from './wizard-steps.ts';

/** One book's way through the wizard: what decides which stages come. */
interface Flow {
  base: 'new-book' | 'my-first-book';
  format: 'print' | 'ebook' | 'audiobook';
  /** An audiobook our voice artist records (its files are the book's, not audio chapters). */
  recordingRequired: boolean;
  uploadType: UploadType;
  /** Services ordered at the cover step (always, for a Word document: formatting). */
  services: boolean;
}

interface Move {
  to: WizardPosition;
  /** The stage the move records as completed, when it is a Continue. */
  completes?: WizardStage;
  back?: true;
}

const at = (stage: WizardStage, generalInfoPage?: WizardPosition['generalInfoPage']) => ({
  stage,
  generalInfoPage,
});

/**
 * The portal's moves from a position: each Continue (recording its stage as completed, as the
 * stages do) and each Back that stays in the wizard (a Back offering the dashboard leaves it).
 */
function moves({ stage, generalInfoPage }: WizardPosition, flow: Flow): Move[] {
  const services = flow.services || flow.uploadType === 'raw';
  switch (stage) {
    case 'publishing-rights':
      return [{ to: at('general-info', 'details'), completes: 'publishing-rights' }];
    case 'general-info':
      switch (generalInfoPage ?? 'details') {
        case 'details':
          return [{ to: at('general-info', 'calculator'), completes: 'general-info' }];
        case 'calculator':
          return [
            { to: at('general-info', 'confirm'), completes: 'calculator' },
            { to: at('general-info', 'details'), back: true },
          ];
        case 'confirm':
          return [
            { to: at('general-info', 'quote') },
            { to: at('general-info', 'calculator'), back: true },
          ];
        case 'quote':
          return [
            { to: at('publisher-info'), completes: 'confirm-details' },
            { to: at('general-info', 'confirm'), back: true },
          ];
      }
      return [];
    case 'publisher-info':
      return [{ to: at('bank-details'), completes: 'publisher-info' }];
    case 'bank-details':
      return [{ to: at('accept-terms'), completes: 'bank-details' }];
    case 'accept-terms':
      return [
        {
          to: at(flow.base === 'my-first-book' ? 'submission-complete' : 'contract'),
          completes: 'accept-terms',
        },
      ];
    case 'contract':
      return [{ to: at('upload-type'), completes: 'contract' }];
    case 'upload-type':
      return [
        { to: at('metadata'), completes: 'upload-type' },
        { to: at('contract'), back: true },
      ];
    case 'metadata':
      return [
        { to: at('confirm-bleed-cover'), completes: 'metadata' },
        { to: at('upload-type'), back: true },
      ];
    case 'confirm-bleed-cover': {
      const audio = flow.format === 'audiobook' && !flow.recordingRequired;
      return [
        { to: at(audio ? 'upload-audio' : 'upload-assets'), completes: 'confirm-bleed-cover' },
        { to: at('metadata'), back: true },
      ];
    }
    case 'upload-assets':
    case 'upload-audio':
      return [
        { to: at(services ? 'payment-method' : 'applicability'), completes: 'upload-assets' },
        { to: at('confirm-bleed-cover'), back: true },
      ];
    case 'payment-method':
      return [
        { to: at('accept-terms-additional'), completes: 'payment-method' },
        { to: at('upload-assets'), back: true },
      ];
    case 'applicability':
      return [
        { to: at('submission-complete'), completes: 'applicability' },
        { to: at('upload-assets'), back: true },
      ];
    case 'accept-terms-additional':
      return [{ to: at('submission-complete'), completes: 'accept-terms-additional' }];
    default:
      return [];
  }
}

interface Visit {
  position: WizardPosition;
  completed: WizardStage[];
  back: boolean;
}

/** How many moves `pick` chooses; after them the walk goes straight on to the end. */
const CHOSEN_MOVES = 200;

/**
 * The pages of a walk to Submission Complete, each with the stages completed when it shows;
 * `pick` chooses the first moves (a random walk with Back buttons may wander for long), then
 * every move is a Continue, so every walk ends.
 */
function walk(flow: Flow, pick: (options: number) => number): Visit[] {
  let position: WizardPosition = at('publishing-rights');
  let completed: WizardStage[] = [];
  const visits: Visit[] = [{ position, completed, back: false }];
  for (let step = 0; position.stage !== 'submission-complete'; step += 1) {
    if (step > 1000) throw new Error(`no end after ${step} moves from ${position.stage}`);
    const options = moves(position, flow);
    const move = options[step < CHOSEN_MOVES ? pick(options.length) : 0];
    if (!move) throw new Error(`no way on from ${position.stage}`);
    if (move.completes && !completed.includes(move.completes)) {
      completed = [...completed, move.completes];
    }
    position = move.to;
    visits.push({ position, completed, back: move.back === true });
  }
  return visits;
}

const progressOf = (visit: Visit, flow: Flow) =>
  wizardProgress(visit.position, visit.completed, flow.uploadType);

const flowArbitrary = fc.record<Flow>({
  base: fc.constantFrom('new-book', 'my-first-book'),
  format: fc.constantFrom('print', 'ebook', 'audiobook'),
  recordingRequired: fc.boolean(),
  uploadType: fc.constantFrom('pdf', 'raw'),
  services: fc.boolean(),
});

const FORWARD = () => 0;

describe('wizardProgress', () => {
  it('counts 9 stages, 10 for a raw upload', () => {
    expect(stageCount('pdf')).toBe(9);
    expect(stageCount('raw')).toBe(10);
  });

  it('moves a step on every page of general info, and starts at 0', () => {
    const on = (generalInfoPage: WizardPosition['generalInfoPage']) =>
      wizardProgress(at('general-info', generalInfoPage), ['publishing-rights'], 'pdf');
    expect(wizardProgress(at('publishing-rights'), [], 'pdf')).toBe(0);
    expect(on('details')).toBe(0);
    expect(on('calculator')).toBe(1 / 9);
    expect(on('confirm')).toBe(2 / 9);
    expect(wizardProgress(at('publisher-info'), ['confirm-details'], 'pdf')).toBe(3 / 9);
  });

  it('after the uploads, stays at the uploads or goes on, and is whole only at the end', () => {
    const uploaded: WizardStage[] = ['confirm-bleed-cover', 'upload-assets'];
    expect(wizardProgress(at('upload-assets'), ['confirm-bleed-cover'], 'pdf')).toBe(8 / 9);
    expect(wizardProgress(at('payment-method'), uploaded, 'pdf')).toBe(8 / 9);
    expect(wizardProgress(at('accept-terms-additional'), uploaded, 'pdf')).toBe(8 / 9);
    expect(wizardProgress(at('upload-assets'), ['confirm-bleed-cover'], 'raw')).toBe(8 / 10);
    expect(wizardProgress(at('payment-method'), uploaded, 'raw')).toBe(9 / 10);
    expect(wizardProgress(at('accept-terms-additional'), uploaded, 'raw')).toBe(9 / 10);
    expect(wizardProgress(at('submission-complete'), uploaded, 'pdf')).toBe(1);
  });

  it('never goes back along any way through the flow, back buttons included', () => {
    fc.assert(
      fc.property(flowArbitrary, fc.infiniteStream(fc.nat()), (flow, choices) => {
        const visits = walk(flow, (options) => choices.next().value % options);
        const progress = visits.map((visit) => progressOf(visit, flow));
        for (const [index, value] of progress.entries()) {
          expect(value).toBeGreaterThanOrEqual(0);
          expect(value).toBeLessThanOrEqual(1);
          if (index > 0) expect(value).toBeGreaterThanOrEqual(progress[index - 1] ?? 0);
          // Whole only once submitted.
          expect(value === 1).toBe(visits[index]?.position.stage === 'submission-complete');
        }
        expect(progress.at(-1)).toBe(1);
      }),
    );
  });

  it('moves on, with the seven steps, as the author moves on: a new step is never the same progress', () => {
    fc.assert(
      fc.property(flowArbitrary, (flow) => {
        const visits = walk(flow, FORWARD);
        for (const [index, visit] of visits.entries()) {
          const before = visits[index - 1];
          if (!before) continue;
          const step = wizardStepIndex(visit.position.stage, visit.position.generalInfoPage);
          const stepBefore = wizardStepIndex(
            before.position.stage,
            before.position.generalInfoPage,
          );
          expect(step).toBeGreaterThanOrEqual(stepBefore);
          if (step > stepBefore) {
            expect(progressOf(visit, flow)).toBeGreaterThan(progressOf(before, flow));
          }
        }
      }),
    );
  });

  it('a forward walk shows as many progress values as there are stages to count', () => {
    for (const uploadType of ['pdf', 'raw'] as const) {
      const flow: Flow = {
        base: 'new-book',
        format: 'print',
        recordingRequired: false,
        uploadType,
        services: true,
      };
      const values = new Set(walk(flow, FORWARD).map((visit) => progressOf(visit, flow)));
      // 0 up to 1 in steps of one stage: every stage of the count is shown.
      expect(values.size).toBe(stageCount(uploadType) + 1);
    }
  });
});
