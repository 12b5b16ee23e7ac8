import { CONTROL_CHARACTER_MESSAGE } from '@pod-portal/domain';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PRINT_DRAFT, renderWizard, storedDraft } from '../../../test/wizard-test-support.tsx';

describe('additional details and cover requirements', () => {
  it("shows the product's messages, takes keywords with ';' or Enter, and counts the descriptions", async () => {
    const { user, history } = renderWizard('/new-book/metadata', { draft: PRINT_DRAFT });
    expect(await screen.findByRole('heading', { name: 'Additional Details' })).toBeInTheDocument();
    // General info's genre and BISAC code, and the author's own name, come filled in.
    expect(screen.getByRole('textbox', { name: 'BISAC code' })).toHaveValue('TRV000000');
    expect(screen.getByRole('textbox', { name: 'Genre' })).toHaveValue('Travel');
    expect(screen.getByRole('textbox', { name: 'Author' })).toHaveValue('Thandi Mokoena');

    await user.click(screen.getByRole('button', { name: 'Continue' }));
    for (const message of [
      'Please add at least one keyword',
      "Please select your book's publication date",
      "Please select your book's language",
      "Please enter your book's main description",
      "Please select your book's on copyright date",
      "Please enter your book's recommended audience",
      "Please enter your book's indicated audience warning",
    ])
      expect(await screen.findByText(message)).toBeInTheDocument();
    expect(history.location.pathname).toBe('/new-book/metadata');

    const keywords = screen.getByRole('textbox', { name: 'Keywords' });
    await user.type(keywords, 'karoo;travel{Enter}');
    expect(await screen.findByText('karoo')).toBeInTheDocument();
    expect(screen.getByText('travel')).toBeInTheDocument();
    expect(screen.queryByText('Please add at least one keyword')).not.toBeInTheDocument();

    await user.click(screen.getByRole('textbox', { name: /^Short description/ }));
    await user.paste('x'.repeat(201));
    expect(screen.getByText('201/200')).toBeInTheDocument();
    // What is typed is kept for a reload or a later visit.
    await waitFor(() =>
      expect((storedDraft('details') as { keywords?: string[] } | null)?.keywords).toEqual([
        'karoo',
        'travel',
      ]),
    );
  });

  it('takes a main description in paragraphs, and says what is wrong with a refused one', async () => {
    const { user } = renderWizard('/new-book/metadata', { draft: PRINT_DRAFT });
    const main = await screen.findByRole('textbox', { name: /^Main description/ });
    await user.type(main, 'First paragraph.{Enter}{Enter}Second paragraph,{Enter}one more line.');
    await user.tab();
    expect(main).toHaveValue('First paragraph.\n\nSecond paragraph,\none more line.');
    expect(main).not.toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByText("Please enter your book's main description")).not.toBeInTheDocument();

    await user.click(main);
    await user.paste('\u0007');
    await user.tab();
    expect(await screen.findByText(CONTROL_CHARACTER_MESSAGE)).toBeInTheDocument();
    expect(screen.queryByText("Please enter your book's main description")).not.toBeInTheDocument();
  });

  it('offers the services of a print PDF with their prices and keeps the ticked ones', async () => {
    const { user } = renderWizard('/new-book/confirm-bleed-cover', { draft: PRINT_DRAFT });
    expect(await screen.findByRole('heading', { name: 'Cover Requirements' })).toBeInTheDocument();
    // The A5 book of 200 pages on white paper: its spine and full cover.
    expect(await screen.findByText('11.44 mm')).toBeInTheDocument();
    expect(screen.getByText('313.44 x 216 mm')).toBeInTheDocument();
    const cover = screen.getByRole('checkbox', { name: /Cover design.*R 1 500.00 excluding VAT/ });
    expect(screen.getByRole('checkbox', { name: /Thumbnail design/ })).toBeInTheDocument();
    expect(screen.queryByRole('checkbox', { name: /Formatting|Epub conversion/ })).toBeNull();
    await user.click(cover);
    expect((storedDraft('services') as { ticked?: string[] } | null)?.ticked).toEqual([
      'coverDesign',
    ]);
  });
});
