import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { api, server } from '../../../test/server.ts';
import { renderWizard, storedDraft } from '../../../test/wizard-test-support.tsx';
import { EMPTY_DRAFT } from '../drafts/book-draft.ts';

const PRINT = { ...EMPTY_DRAFT, title: 'The Karoo Road', format: 'print' as const, isLocal: true };

describe('upload type and the terms that apply', () => {
  it('offers a Word document, which brings formatting and one more stage to the progress bar', async () => {
    localStorage.setItem('calc_book', JSON.stringify({ localBookId: 101, internationalBookId: 0 }));
    localStorage.setItem(
      'calc_services',
      JSON.stringify({ ticked: ['coverDesign'], heavyGraphics: false }),
    );
    const { user } = renderWizard('/new-book/upload-type', { draft: PRINT });
    const group = await screen.findByRole('radiogroup', { name: 'How will you supply your book?' });
    const progress = screen.getByRole('progressbar', { name: 'Your progress' });
    // Stage 6 of 9 for a PDF, 6 of 10 for a Word document.
    expect(progress).toHaveAttribute('aria-valuenow', '67');
    await user.click(within(group).getByRole('radio', { name: /A Word document \(\.docx\)/ }));
    await waitFor(() => expect(progress).toHaveAttribute('aria-valuenow', '60'));
    expect(await within(group).findByText(/formatting, R 1 200.00 excluding VAT/)).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('heading', { name: 'Additional Details' })).toBeVisible();
    expect(storedDraft('upload_type')).toBe('raw');
    expect(storedDraft('services')).toEqual({
      ticked: ['coverDesign', 'formatting'],
      heavyGraphics: false,
    });

    // The cover step shows formatting ordered, and it cannot be unticked.
    server.use(
      http.get(api('/user/covertemplate/101/0'), () =>
        HttpResponse.arrayBuffer(new TextEncoder().encode('%PDF-1.7').buffer, {
          headers: { 'content-type': 'application/pdf' },
        }),
      ),
    );
    const { user: again } = renderWizard('/new-book/confirm-bleed-cover', { draft: PRINT });
    const formatting = await screen.findByRole('checkbox', { name: /Formatting/ });
    expect(formatting).toBeChecked();
    await again.click(formatting);
    expect(formatting).toBeChecked();
    expect(screen.getByRole('checkbox', { name: /Bleeding/ })).not.toBeChecked();
    expect(
      screen.getByText(
        'Formatting comes with a Word document: our team lays out your book from it.',
      ),
    ).toBeVisible();
  });

  it('switching back to a PDF drops the services only a Word document has', async () => {
    localStorage.setItem('calc_upload_type', JSON.stringify('raw'));
    localStorage.setItem(
      'calc_services',
      JSON.stringify({ ticked: ['formatting', 'bleeding', 'coverDesign'], heavyGraphics: false }),
    );
    const { user } = renderWizard('/new-book/upload-type', { draft: PRINT });
    await user.click(await screen.findByRole('radio', { name: /A print-ready PDF/ }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('heading', { name: 'Additional Details' })).toBeVisible();
    expect(storedDraft('services')).toEqual({ ticked: ['coverDesign'], heavyGraphics: false });
  });

  it('offers an ebook what an ebook is uploaded as: an ePub as it is, or a file we convert', async () => {
    localStorage.setItem(
      'calc_services',
      JSON.stringify({ ticked: ['thumbnailDesign'], heavyGraphics: false }),
    );
    const ebook = { ...EMPTY_DRAFT, title: 'Digital Dawn', format: 'ebook' as const };
    const { user } = renderWizard('/new-book/upload-type', { draft: ebook });
    const group = await screen.findByRole('radiogroup', { name: 'How will you supply your book?' });
    // Nothing printed, no Word document laid out: an ePub, or a file converted to one.
    expect(within(group).getAllByRole('radio')).toHaveLength(2);
    expect(within(group).queryByText(/print-ready|Printed as it is/)).not.toBeInTheDocument();
    const epub = within(group).getByRole('radio', { name: /An ePub file \(\.epub\)/ });
    expect(epub).toBeChecked();
    expect(within(group).getByText(/Sold as it is/)).toBeVisible();
    const convert = within(group).getByRole('radio', {
      name: /A PDF, Word or InDesign file \(\.pdf, \.docx, \.indd\)/,
    });
    expect(
      await within(group).findByText(
        /converts it to ePub \(epub conversion, R 450.00 excluding VAT\)/,
      ),
    ).toBeVisible();
    await user.click(convert);
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('heading', { name: 'Additional Details' })).toBeVisible();
    expect(storedDraft('upload_type')).toBe('pdf');
    expect(storedDraft('services')).toEqual({
      ticked: ['thumbnailDesign', 'epubConversion'],
      heavyGraphics: false,
    });

    // Coming back shows the choice made; an ePub after all drops the conversion.
    const { user: again } = renderWizard('/new-book/upload-type', { draft: ebook });
    const radios = await screen.findAllByRole('radio', { name: /A PDF, Word or InDesign file/ });
    expect(radios.at(-1)).toBeChecked();
    const epubs = screen.getAllByRole('radio', { name: /An ePub file/ });
    await again.click(epubs.at(-1) as HTMLElement);
    expect(storedDraft('services')).toEqual({ ticked: ['thumbnailDesign'], heavyGraphics: false });
  });

  it('shows what the signed agreement covers for a book with no services, then completes', async () => {
    localStorage.setItem('calc_book', JSON.stringify({ localBookId: 101, internationalBookId: 0 }));
    localStorage.setItem(
      'calc_quote',
      JSON.stringify({
        statusCode: 0,
        description: 'Successful',
        localBookId: 101,
        internationalBookId: 0,
        localRoyalty: '41.25',
        internationRoyalty: '0.00',
        totalCost: '88.40',
      }),
    );
    const { user, history } = renderWizard('/new-book/applicability', { draft: PRINT });
    expect(
      await screen.findByRole('heading', { name: 'Applicability of Terms and Conditions' }),
    ).toBeVisible();
    expect(
      screen.getByText(/The publishing agreement you signed applies to The Karoo Road/),
    ).toBeVisible();
    const royalties = screen.getByRole('table', { name: 'Your royalty per book sold' });
    expect(within(royalties).getByRole('row', { name: 'Sold locally R 41.25' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'View contract' })).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(history.location.pathname).toBe('/new-book/submission-complete'));
    expect(storedDraft('completed')).toContain('applicability');
  });
});
