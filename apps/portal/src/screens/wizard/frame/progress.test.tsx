import type { GeneralInfoPage, UploadType, WizardStage } from '@pod-portal/domain';
import { cleanup, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { PRINT_DRAFT, renderWizard } from '../../../test/wizard-test-support.tsx';

// The appendix's signing pads draw on a canvas jsdom does not have.
vi.mock('@pod-portal/ui', async (importOriginal) =>
  (await import('../../../test/fake-signature-pad.tsx')).withFakeSignaturePad(
    await importOriginal(),
  ),
);

interface Shown {
  progress: number;
  summary: string;
  done: number;
}

/** The progress bar and the steps a wizard page shows, with the stages completed before it. */
async function shownAt(
  stage: WizardStage,
  completed: WizardStage[],
  { page, uploadType = 'pdf' }: { page?: GeneralInfoPage; uploadType?: UploadType } = {},
): Promise<Shown> {
  cleanup();
  localStorage.clear();
  localStorage.setItem('calc_completed', JSON.stringify(completed));
  localStorage.setItem('calc_upload_type', JSON.stringify(uploadType));
  localStorage.setItem('calc_book', JSON.stringify({ localBookId: 101, internationalBookId: 102 }));
  renderWizard(`/new-book/${stage}`, { draft: PRINT_DRAFT, ...(page && { page }) });
  const bar = await screen.findByRole('progressbar', { name: 'Your progress' });
  const steps = screen.getByRole('navigation', { name: 'Upload steps' });
  return {
    progress: Number(bar.getAttribute('aria-valuenow')),
    summary: steps.querySelector('.wizard-steps-summary')?.textContent ?? '',
    done: within(steps).queryAllByText('(done)').length,
  };
}

// A print book's way through the wizard with services ordered: each page with the stages the
// portal has recorded as completed when it shows.
const PRINT_WAY: Array<[WizardStage, WizardStage[], GeneralInfoPage?]> = [
  ['publishing-rights', []],
  ['general-info', ['publishing-rights'], 'details'],
  ['general-info', ['publishing-rights', 'general-info'], 'calculator'],
  ['general-info', ['publishing-rights', 'general-info', 'calculator'], 'confirm'],
  ['general-info', ['publishing-rights', 'general-info', 'calculator'], 'quote'],
  ['publisher-info', ['publishing-rights', 'general-info', 'calculator', 'confirm-details']],
];
const SIGNED: WizardStage[] = [
  'publishing-rights',
  'general-info',
  'calculator',
  'confirm-details',
  'publisher-info',
  'bank-details',
  'accept-terms',
  'contract',
];
const AFTER_SIGNING: Array<[WizardStage, WizardStage[]]> = [
  ['upload-type', SIGNED],
  ['metadata', [...SIGNED, 'upload-type']],
  ['confirm-bleed-cover', [...SIGNED, 'upload-type', 'metadata']],
  ['upload-assets', [...SIGNED, 'upload-type', 'metadata', 'confirm-bleed-cover']],
  [
    'payment-method',
    [...SIGNED, 'upload-type', 'metadata', 'confirm-bleed-cover', 'upload-assets'],
  ],
  [
    'accept-terms-additional',
    [
      ...SIGNED,
      'upload-type',
      'metadata',
      'confirm-bleed-cover',
      'upload-assets',
      'payment-method',
    ],
  ],
];

describe('the progress the wizard shows', () => {
  it('moves on page by page through general info, never staying put across its two steps', async () => {
    const shown: Shown[] = [];
    for (const [stage, completed, page] of PRINT_WAY) {
      shown.push(await shownAt(stage, completed, page ? { page } : {}));
    }
    expect(shown.map((page) => page.progress)).toEqual([0, 0, 11, 22, 22, 33]);
    expect(shown.map((page) => page.summary)).toEqual([
      'Step 1 of 7: Details',
      'Step 1 of 7: Details',
      'Step 2 of 7: Royalty estimate',
      'Step 2 of 7: Royalty estimate',
      'Step 2 of 7: Royalty estimate',
      'Step 3 of 7: Publisher details',
    ]);
  });

  it('never goes back after the uploads: payment and the appendix stay at the upload step', async () => {
    const shown: Shown[] = [];
    for (const [stage, completed] of AFTER_SIGNING) shown.push(await shownAt(stage, completed));
    shown.push(
      await shownAt('submission-complete', [...SIGNED, 'upload-assets', 'accept-terms-additional']),
    );
    expect(shown.map((page) => page.progress)).toEqual([67, 67, 78, 89, 89, 89, 100]);
    expect(shown.map((page) => page.summary)).toEqual([
      'Step 6 of 7: Additional book details',
      'Step 6 of 7: Additional book details',
      'Step 6 of 7: Additional book details',
      'Step 7 of 7: Upload files',
      'Step 7 of 7: Upload files',
      'Step 7 of 7: Upload files',
      'All 7 steps done',
    ]);
    // After the uploads the six steps before stay ticked.
    expect(shown.slice(3, 6).map((page) => page.done)).toEqual([6, 6, 6]);
  });

  it('counts 10 stages for a Word document, its services a stage after the uploads', async () => {
    const shown: Shown[] = [];
    for (const [stage, completed] of AFTER_SIGNING.slice(3)) {
      shown.push(await shownAt(stage, completed, { uploadType: 'raw' }));
    }
    expect(shown.map((page) => page.progress)).toEqual([80, 90, 90]);
  });

  it('keeps the progress made when going back to a completed stage', async () => {
    const cover = await shownAt('confirm-bleed-cover', [...SIGNED, 'upload-type', 'metadata']);
    const backAtMetadata = await shownAt('metadata', [...SIGNED, 'upload-type', 'metadata']);
    expect(backAtMetadata.progress).toBe(cover.progress);
    const calculator = await shownAt('general-info', ['publishing-rights', 'general-info'], {
      page: 'calculator',
    });
    const backAtDetails = await shownAt('general-info', ['publishing-rights', 'general-info'], {
      page: 'details',
    });
    expect(backAtDetails.progress).toBe(calculator.progress);
  });
});
