import { checkAgainstPrinters } from '@pod-portal/domain';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { PrinterComparison } from './PrinterComparison.tsx';

// A 23-page 127 x 203 mm black book (too short for KDP, long enough for our press) with a font not embedded and a 120 ppi image.
const BOOK = {
  pageCount: 23,
  trimMm: { widthMm: 127, heightMm: 203 },
  bleedMm: 0,
  binding: 'perfect-bound',
  ink: 'black',
  paper: 'white',
  fontsNotEmbedded: ['Helvetica'],
  images: { smallestPpi: 120, largestPpi: 300 },
} as const;
const CHECKS = checkAgainstPrinters(BOOK);

describe('would this file pass elsewhere', () => {
  it('puts the printers side by side, a row per rule, each result with its reason', () => {
    render(<PrinterComparison checks={CHECKS} />);
    const region = screen.getByRole('region', { name: 'Would this file pass elsewhere?' });
    expect(
      within(region)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual([
      'Rule',
      'Our pressWould be refused',
      'KDPWould be refused',
      'IngramSparkWould be refused',
      expect.stringMatching(/^Lulu/),
    ]);
    const pages = within(region).getByRole('row', { name: /^Page count/ });
    const [ours, kdp] = within(pages).getAllByRole('cell');
    expect(ours).toHaveTextContent('Pass');
    // The reason is read with the result (and shown on hover and focus).
    const kdpResult = within(kdp as HTMLElement).getByText('Fail');
    expect(kdpResult).toHaveAccessibleDescription(
      'KDP does not print 127 x 203 mm books with fewer than 24 pages.',
    );
    const margins = within(region).getByRole('row', { name: /^Margins/ });
    expect(within(margins).getAllByText('Not checked')).toHaveLength(4);
  });

  it('cites each printer’s pages, and is reached by keyboard', async () => {
    const user = userEvent.setup();
    render(<PrinterComparison checks={CHECKS} />);
    const sources = screen.getByRole('row', { name: /^Sources/ });
    const kdp = within(sources).getAllByRole('cell')[1] as HTMLElement;
    expect(within(kdp).getByRole('link', { name: 'KDP Help: Print Options' })).toHaveAttribute(
      'href',
      'https://kdp.amazon.com/en_US/help/topic/G201834180',
    );
    const ours = within(sources).getAllByRole('cell')[0] as HTMLElement;
    expect(ours).toHaveTextContent(/Our own rules, read \d{4}-\d{2}-\d{2}/);
    await user.tab();
    expect(screen.getByRole('region', { name: 'Would this file pass elsewhere?' })).toHaveFocus();
    await user.tab();
    expect(document.activeElement).toHaveTextContent('Pass');
    expect(document.activeElement).toHaveAccessibleDescription(
      'Our press prints perfect-bound books.',
    );
  });

  it("fills the colour space row from the file's colours: RGB and a spot colour in a colour book", () => {
    const checks = checkAgainstPrinters({
      ...BOOK,
      pageCount: 200,
      ink: 'standard-colour',
      colourSpace: 'rgb',
      spotColours: ['PANTONE 185 C'],
    });
    render(<PrinterComparison checks={checks} />);
    const row = screen.getByRole('row', { name: /^Colour space/ });
    const [ours, kdp, ingram, lulu] = within(row).getAllByRole('cell') as HTMLElement[];
    expect(within(ours as HTMLElement).getByText('Not checked')).toBeInTheDocument();
    expect(within(kdp as HTMLElement).getByText('Not checked')).toBeInTheDocument();
    expect(within(ingram as HTMLElement).getByText('Fail')).toHaveAccessibleDescription(
      'IngramSpark wants CMYK for colour interiors; yours is RGB.',
    );
    expect(within(lulu as HTMLElement).getByText('Fail')).toHaveAccessibleDescription(
      'Lulu wants sRGB for colour interiors; yours is RGB. Lulu prints with four inks, so your spot colour (PANTONE 185 C) is mixed from them and may not match.',
    );
  });
});
