import type { PreflightFinding } from '@pod-portal/domain';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { PreflightFindings } from './PreflightFindings.tsx';

const IMAGE: PreflightFinding = {
  code: 'image-resolution',
  grade: 'blocks-printing',
  page: 3,
  spot: { xMm: 30, yMm: 100, widthMm: 25, heightMm: 25 },
  message:
    'An image on page 3 is 50 ppi at its printed size; the printer refuses images under 150 ppi, which print blurred.',
  action: 'Replace it with a larger image, or place it smaller, so that it has at least 300 ppi.',
};
const TYPE3: PreflightFinding = {
  code: 'type3-fonts',
  grade: 'looks-wrong',
  page: 7,
  message: 'Some fonts are Type 3 fonts: Scribble.',
  action: 'Export your PDF again with TrueType or OpenType fonts, or with text as outlines.',
};
const ODD: PreflightFinding = {
  code: 'odd-page-count',
  grade: 'worth-knowing',
  message: 'Your PDF has 201 pages; a printed book has an even number.',
  action: 'Add a blank page yourself where you want it, or leave it to the printer.',
};
const blank = (page: number): PreflightFinding => ({
  code: 'blank-page',
  grade: 'worth-knowing',
  page,
  message: `Page ${page} is blank; it prints as an empty page.`,
  action: 'Keep it if you meant it (before a chapter, say); otherwise remove it.',
});

describe('preflight findings', () => {
  it('groups the findings by grade under headings, each on its page with its thumbnail', () => {
    render(<PreflightFindings file={null} findings={[ODD, TYPE3, IMAGE]} />);
    const region = screen.getByRole('region', { name: 'What we found in your file' });
    expect(
      within(region)
        .getAllByRole('heading', { level: 4 })
        .map((heading) => heading.textContent),
    ).toEqual(['Blocks printing (1)', 'Will print but looks wrong (1)', 'Worth knowing (1)']);
    const blocking = within(region).getByRole('list', { name: 'Blocks printing (1)' });
    const [item] = within(blocking).getAllByRole('listitem');
    expect(item).toHaveTextContent('Low-resolution image, page 3');
    expect(item).toHaveTextContent(IMAGE.message);
    expect(item).toHaveTextContent(`What you can do: ${IMAGE.action}`);
    // The thumbnail names the page and the problem; its spot is outlined.
    expect(
      within(blocking).getByRole('img', { name: 'Page 3, low-resolution image outlined' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Page 7, type 3 fonts' })).toBeInTheDocument();
    // A finding about the whole file has no page and no thumbnail.
    const worth = screen.getByRole('list', { name: 'Worth knowing (1)' });
    expect(within(worth).queryByRole('img')).toBeNull();
  });

  it('shows five of a long group, and the rest on request', async () => {
    const user = userEvent.setup();
    const blanks = Array.from({ length: 12 }, (_, index) => blank(index + 10));
    render(<PreflightFindings file={null} findings={blanks} />);
    const list = screen.getByRole('list', { name: 'Worth knowing (12)' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(5);
    await user.click(screen.getByRole('button', { name: 'Show all 12' }));
    expect(within(list).getAllByRole('listitem')).toHaveLength(12);
    await user.click(screen.getByRole('button', { name: 'Show fewer' }));
    expect(within(list).getAllByRole('listitem')).toHaveLength(5);
  });

  it('places a safe fix where one is given, under its finding', () => {
    render(
      <PreflightFindings
        file={null}
        findings={[IMAGE, ODD]}
        renderFix={(finding) =>
          finding.code === 'odd-page-count' && <button type="button">Add a blank page</button>
        }
      />,
    );
    const worth = screen.getByRole('list', { name: 'Worth knowing (1)' });
    expect(within(worth).getByRole('button', { name: 'Add a blank page' })).toBeInTheDocument();
    const blocking = screen.getByRole('list', { name: 'Blocks printing (1)' });
    expect(within(blocking).queryByRole('button')).toBeNull();
  });

  it('shows an RGB image where it is, and a spot colour on its page, in a colour book', () => {
    const rgb: PreflightFinding = {
      code: 'rgb-image',
      grade: 'worth-knowing',
      page: 4,
      spot: { xMm: 30, yMm: 129.2, widthMm: 50.8, heightMm: 50.8 },
      message:
        'An image on page 4 is in RGB; the printer converts it to its four inks (CMYK), and bright blues, greens and oranges can print duller than on screen.',
      action:
        'Nothing, if duller colours are fine; for exact colours, convert your images to CMYK before you export.',
    };
    const spot: PreflightFinding = {
      code: 'spot-colour',
      grade: 'looks-wrong',
      page: 5,
      message:
        'Page 5 uses a spot colour (PANTONE 185 C); the printer prints with four inks only, so it is mixed from them and may not match the swatch.',
      action:
        'Change it to a CMYK colour in your design program and check how it looks, then export again.',
    };
    render(<PreflightFindings file={null} findings={[rgb, spot]} />);
    const worth = screen.getByRole('list', { name: 'Worth knowing (1)' });
    expect(within(worth).getByRole('listitem')).toHaveTextContent('Image in RGB, page 4');
    expect(
      within(worth).getByRole('img', { name: 'Page 4, image in RGB outlined' }),
    ).toBeInTheDocument();
    const looksWrong = screen.getByRole('list', { name: 'Will print but looks wrong (1)' });
    expect(within(looksWrong).getByRole('listitem')).toHaveTextContent('Spot colour, page 5');
    expect(within(looksWrong).getByRole('listitem')).toHaveTextContent(spot.message);
    expect(
      within(looksWrong).getByRole('img', { name: 'Page 5, spot colour' }),
    ).toBeInTheDocument();
  });
});
