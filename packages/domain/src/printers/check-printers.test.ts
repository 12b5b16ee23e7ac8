import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  type BookFileFacts,
  checkAgainstPrinters,
  PRINTER_RULE_IDS,
  type PrinterFinding,
  type PrinterRuleId,
} from './check-printers.ts';
import { LULU } from './lulu.ts';
import { inches, type PrinterId, type PrinterRules } from './printer-rules.ts';
import { PRINTERS } from './printers.ts';

/** A 200-page black-and-white 6 x 9 in paperback that every printer takes. */
const BOOK: BookFileFacts = {
  pageCount: 200,
  trimMm: { widthMm: inches(6), heightMm: inches(9) },
  bleedMm: 0,
  binding: 'perfect-bound',
  ink: 'black',
  paper: 'white',
  fontsNotEmbedded: [],
  images: { smallestPpi: 300, largestPpi: 300 },
  colourSpace: 'grey',
  pdfStandard: 'PDF/X-1a',
  marginsMm: { insideMm: 22.3, outsideMm: 12.7 },
  spineText: true,
};

function finding(
  printer: PrinterId,
  rule: PrinterRuleId,
  change: Partial<BookFileFacts> = {},
): PrinterFinding {
  const check = checkAgainstPrinters({ ...BOOK, ...change }).find((one) => one.printer === printer);
  const found = check?.findings.find((one) => one.rule === rule);
  if (!found) throw new Error(`no ${rule} finding for ${printer}`);
  return found;
}
const status = (printer: PrinterId, rule: PrinterRuleId, change: Partial<BookFileFacts> = {}) =>
  finding(printer, rule, change).status;

describe('checkAgainstPrinters', () => {
  it('answers every rule for every printer, in the table order', () => {
    const checks = checkAgainstPrinters(BOOK);
    expect(checks.map((check) => check.printer)).toEqual(['ours', 'kdp', 'ingramspark', 'lulu']);
    for (const check of checks) {
      expect(check.findings.map((one) => one.rule)).toEqual([...PRINTER_RULE_IDS]);
      expect(check.findings.filter((one) => one.status === 'fail')).toEqual([]);
      expect(check.verdict).toBe('prints');
    }
  });

  it('grades the verdict by the worst failure', () => {
    const verdict = (printer: PrinterId, change: Partial<BookFileFacts>) =>
      checkAgainstPrinters({ ...BOOK, ...change }).find((one) => one.printer === printer)?.verdict;
    expect(verdict('kdp', { pageCount: 900 })).toBe('blocked');
    expect(verdict('kdp', { images: { smallestPpi: 150, largestPpi: 300 } })).toBe('looks-wrong');
    expect(verdict('lulu', { images: { smallestPpi: 300, largestPpi: 1200 } })).toBe('prints');
  });
});

describe('page counts, at and past each limit', () => {
  it('KDP: 24 to 828 pages', () => {
    const small = { widthMm: 127, heightMm: 203 };
    expect(finding('kdp', 'page-count', { pageCount: 23, trimMm: small })).toEqual({
      rule: 'page-count',
      status: 'fail',
      grade: 'blocks-printing',
      message: 'KDP does not print 127 x 203 mm books with fewer than 24 pages.',
    });
    expect(status('kdp', 'page-count', { pageCount: 24 })).toBe('pass');
    expect(status('kdp', 'page-count', { pageCount: 828 })).toBe('pass');
    expect(finding('kdp', 'page-count', { pageCount: 829 }).message).toBe(
      'KDP does not print 152.4 x 228.6 mm books with more than 828 pages.',
    );
    expect(finding('kdp', 'page-count').message).toBe('KDP prints 24 to 828 pages; yours has 200.');
  });

  it('KDP: standard colour from 72 pages', () => {
    const colour = { ink: 'standard-colour' as const };
    expect(finding('kdp', 'page-count', { ...colour, pageCount: 71 }).message).toBe(
      'KDP does not print standard colour books with fewer than 72 pages.',
    );
    expect(status('kdp', 'page-count', { ...colour, pageCount: 72 })).toBe('pass');
  });

  it('IngramSpark: from 18 pages, no maximum found', () => {
    expect(status('ingramspark', 'page-count', { pageCount: 17 })).toBe('fail');
    expect(finding('ingramspark', 'page-count', { pageCount: 18 })).toMatchObject({
      status: 'pass',
      message: 'IngramSpark prints from 18 pages. We found no maximum.',
    });
  });

  it('Lulu: paperbacks from 32 pages, hardcovers 24 to 800, saddle stitch unknown', () => {
    expect(status('lulu', 'page-count', { pageCount: 31 })).toBe('fail');
    expect(status('lulu', 'page-count', { pageCount: 32 })).toBe('pass');
    const hardcover = { binding: 'case-bound' as const };
    expect(finding('lulu', 'page-count', { ...hardcover, pageCount: 23 }).message).toBe(
      'Lulu does not print hardcover books with fewer than 24 pages.',
    );
    expect(status('lulu', 'page-count', { ...hardcover, pageCount: 24 })).toBe('pass');
    expect(status('lulu', 'page-count', { ...hardcover, pageCount: 800 })).toBe('pass');
    expect(status('lulu', 'page-count', { ...hardcover, pageCount: 801 })).toBe('fail');
    expect(
      finding('lulu', 'page-count', { binding: 'saddle-stitch', pageCount: 48 }),
    ).toMatchObject({
      status: 'unchecked',
      message: 'We found no page range for saddle-stitched books for Lulu.',
    });
  });

  it("ours: the quote's 18, each paper's limit, saddle stitch to 96 in fours", () => {
    expect(status('ours', 'page-count', { pageCount: 17 })).toBe('fail');
    expect(status('ours', 'page-count', { pageCount: 18 })).toBe('pass');
    expect(status('ours', 'page-count', { pageCount: 1200 })).toBe('pass');
    expect(status('ours', 'page-count', { pageCount: 1201 })).toBe('fail');
    const cream = { paper: 'creme' as const };
    expect(status('ours', 'page-count', { ...cream, pageCount: 1000 })).toBe('pass');
    expect(finding('ours', 'page-count', { ...cream, pageCount: 1001 }).message).toBe(
      'Our press does not print books on cream paper with more than 1000 pages.',
    );
    const colour = { ink: 'premium-colour' as const };
    expect(status('ours', 'page-count', { ...colour, pageCount: 800 })).toBe('pass');
    expect(finding('ours', 'page-count', { ...colour, pageCount: 801 }).message).toBe(
      'Our press does not print premium colour books with more than 800 pages.',
    );
    const saddle = { binding: 'saddle-stitch' as const };
    expect(status('ours', 'page-count', { ...saddle, pageCount: 96 })).toBe('pass');
    expect(finding('ours', 'page-count', { ...saddle, pageCount: 100 }).message).toBe(
      'Our press does not print saddle-stitched books with more than 96 pages.',
    );
    expect(finding('ours', 'page-count', { ...saddle, pageCount: 30 }).message).toBe(
      'Our press prints saddle-stitched books in sets of 4 pages. Add 2 blank pages to make 32.',
    );
    expect(status('ours', 'page-count', { ...saddle, pageCount: 32 })).toBe('pass');
  });
});

describe('trims, within and outside 1 mm', () => {
  it('ours: a catalogue size within 1 mm', () => {
    const trim = (widthMm: number) => ({ trimMm: { widthMm, heightMm: 229 } });
    expect(finding('ours', 'trim', trim(152)).message).toBe(
      'Our press prints 6 x 9 in (152 x 229 mm).',
    );
    expect(status('ours', 'trim', trim(153))).toBe('pass');
    expect(finding('ours', 'trim', trim(153.01))).toMatchObject({
      status: 'fail',
      grade: 'blocks-printing',
      message: 'Our press does not print 153 x 229 mm books.',
    });
  });

  it('KDP: its list, then custom sizes from 4 x 6 in to 8.5 x 11.69 in', () => {
    expect(finding('kdp', 'trim').message).toBe('KDP prints 6 x 9 in (152.4 x 228.6 mm).');
    const custom = (widthMm: number) => ({ trimMm: { widthMm, heightMm: 200 } });
    expect(finding('kdp', 'trim', custom(inches(4) - 1)).message).toBe(
      'KDP prints custom sizes from 101.6 x 152.4 mm to 215.9 x 296.9 mm.',
    );
    expect(status('kdp', 'trim', custom(inches(4) - 1.01))).toBe('fail');
    expect(status('kdp', 'trim', custom(inches(8.5) + 1))).toBe('pass');
    expect(status('kdp', 'trim', custom(inches(8.5) + 1.01))).toBe('fail');
  });

  it('IngramSpark and Lulu: a size off their partial lists is unchecked, not refused', () => {
    const a5 = { trimMm: { widthMm: 148, heightMm: 210 } };
    expect(finding('ingramspark', 'trim', a5)).toMatchObject({
      status: 'unchecked',
      message: 'We could not confirm that IngramSpark prints 148 x 210 mm books.',
    });
    expect(finding('lulu', 'trim', a5).message).toBe('Lulu prints A5 (148 x 210 mm).');
  });
});

describe('bleed', () => {
  it('KDP: 0.125 in (3.2 mm) within 1 mm, or none', () => {
    expect(finding('kdp', 'bleed').message).toBe('KDP takes pages without bleed.');
    expect(status('kdp', 'bleed', { bleedMm: inches(0.125) + 1 })).toBe('pass');
    expect(finding('kdp', 'bleed', { bleedMm: 2 })).toEqual({
      rule: 'bleed',
      status: 'fail',
      grade: 'blocks-printing',
      message: 'KDP wants 3.2 mm of bleed on the outer edges; yours is 2 mm.',
    });
  });

  it('Lulu adds a margin to pages without bleed; a wrong bleed looks wrong', () => {
    expect(finding('lulu', 'bleed').message).toBe(
      'Lulu adds a 3.2 mm white margin to pages without bleed.',
    );
    expect(finding('lulu', 'bleed', { bleedMm: 5 })).toMatchObject({
      status: 'fail',
      grade: 'looks-wrong',
    });
  });

  it('ours takes interiors at the trim size only', () => {
    expect(finding('ours', 'bleed', { bleedMm: 3 }).message).toBe(
      'Our press prints pages at the trim size. Send them without bleed.',
    );
  });
});

describe('margins', () => {
  it('KDP: the gutter grows with the page count; outside 0.25 in, 0.375 in with bleed', () => {
    const margins = (insideMm: number, outsideMm = 6.35) => ({
      marginsMm: { insideMm, outsideMm },
    });
    expect(status('kdp', 'margins', { pageCount: 150, ...margins(inches(0.375)) })).toBe('pass');
    expect(finding('kdp', 'margins', { pageCount: 150, ...margins(9.4) }).message).toBe(
      'KDP wants an inside margin of at least 9.5 mm for 150 pages; yours is 9.4 mm.',
    );
    expect(status('kdp', 'margins', { pageCount: 151, ...margins(inches(0.375)) })).toBe('fail');
    expect(status('kdp', 'margins', { pageCount: 828, ...margins(inches(0.875)) })).toBe('pass');
    expect(status('kdp', 'margins', { pageCount: 828, ...margins(inches(0.875) - 0.1) })).toBe(
      'fail',
    );
    expect(status('kdp', 'margins', { ...margins(22.3, 6.35) })).toBe('pass');
    expect(finding('kdp', 'margins', { bleedMm: 3.175, ...margins(22.3, 6.35) }).message).toBe(
      'KDP wants outside margins of at least 9.5 mm; yours are 6.4 mm.',
    );
  });

  it('unmeasured margins are unchecked; ours has no minimum', () => {
    expect(finding('ingramspark', 'margins', { marginsMm: undefined }).message).toBe(
      'IngramSpark wants margins of at least 12.7 mm inside and 12.7 mm outside. We could not measure yours.',
    );
    expect(finding('ours', 'margins')).toMatchObject({
      status: 'unchecked',
      message: 'We set no margin minimum yet.',
    });
  });
});

describe('spine text', () => {
  it('KDP from 79 pages, Lulu from 80', () => {
    expect(finding('kdp', 'spine-text', { pageCount: 78 })).toMatchObject({
      status: 'fail',
      grade: 'looks-wrong',
      message: 'KDP prints spine text from 79 pages; yours has 78. Leave the spine without text.',
    });
    expect(status('kdp', 'spine-text', { pageCount: 79 })).toBe('pass');
    expect(status('lulu', 'spine-text', { pageCount: 79 })).toBe('fail');
    expect(status('lulu', 'spine-text', { pageCount: 80 })).toBe('pass');
  });

  it('ours from a 4 mm spine: 70 white pages, not 69', () => {
    expect(finding('ours', 'spine-text', { pageCount: 70 }).message).toBe(
      'Our press prints spine text on spines from 4 mm; yours is 4 mm.',
    );
    expect(status('ours', 'spine-text', { pageCount: 69 })).toBe('fail');
  });

  it('a blank spine passes; an unknown one is worth knowing about', () => {
    expect(status('kdp', 'spine-text', { pageCount: 60, spineText: false })).toBe('pass');
    expect(finding('kdp', 'spine-text', { pageCount: 60, spineText: undefined })).toMatchObject({
      status: 'unchecked',
      grade: 'worth-knowing',
    });
    expect(status('ingramspark', 'spine-text')).toBe('unchecked');
  });
});

describe('image resolution, at and below each threshold', () => {
  const images = (smallestPpi: number, largestPpi = smallestPpi) => ({
    images: { smallestPpi, largestPpi },
  });

  it('KDP and IngramSpark: at least 300 ppi', () => {
    expect(status('kdp', 'resolution', images(300))).toBe('pass');
    expect(finding('kdp', 'resolution', images(299))).toEqual({
      rule: 'resolution',
      status: 'fail',
      grade: 'looks-wrong',
      message: 'KDP wants images of at least 300 ppi; your smallest is 299 ppi.',
    });
    expect(status('ingramspark', 'resolution', images(299))).toBe('fail');
  });

  it('Lulu: 300 ppi advised, 600 its limit', () => {
    expect(finding('lulu', 'resolution', images(299))).toMatchObject({
      status: 'fail',
      grade: 'worth-knowing',
    });
    expect(status('lulu', 'resolution', images(300, 600))).toBe('pass');
    expect(finding('lulu', 'resolution', images(300, 601)).message).toBe(
      "Lulu's limit is 600 ppi; your largest image is 601 ppi. More only makes the file bigger.",
    );
    expect(finding('lulu', 'resolution', images(250, 700)).message).toBe(
      "Lulu advises 300 ppi; your smallest image is 250 ppi. Lulu's limit is 600 ppi; your largest image is 700 ppi. More only makes the file bigger.",
    );
    expect(finding('kdp', 'resolution', images(250, 700)).grade).toBe('looks-wrong');
  });

  it('no images pass; unread ones are unchecked; ours states none', () => {
    expect(status('kdp', 'resolution', { images: 'none' })).toBe('pass');
    expect(status('kdp', 'resolution', { images: undefined })).toBe('unchecked');
    expect(status('ours', 'resolution')).toBe('unchecked');
  });
});

describe('colour space, file format, fonts, binding, ink and paper', () => {
  it('IngramSpark wants CMYK (or greyscale for black) and PDF/X-1a', () => {
    expect(
      finding('ingramspark', 'colour-space', { ink: 'premium-colour', colourSpace: 'srgb' }),
    ).toEqual({
      rule: 'colour-space',
      status: 'fail',
      grade: 'blocks-printing',
      message: 'IngramSpark wants CMYK for colour interiors; yours is sRGB.',
    });
    expect(finding('ingramspark', 'file-format', { pdfStandard: 'none' }).message).toBe(
      'IngramSpark wants a PDF/X-1a file; yours is a plain PDF.',
    );
    expect(status('ingramspark', 'file-format', { pdfStandard: undefined })).toBe('unchecked');
    expect(status('kdp', 'file-format', { pdfStandard: 'none' })).toBe('pass');
  });

  it('Lulu wants sRGB for colour: CMYK prints, but may shift', () => {
    expect(
      finding('lulu', 'colour-space', { ink: 'standard-colour', colourSpace: 'cmyk' }),
    ).toMatchObject({
      status: 'fail',
      grade: 'looks-wrong',
    });
    expect(status('kdp', 'colour-space')).toBe('unchecked');
  });

  it("Lulu mixes spot colours from its four inks; IngramSpark's pages say nothing of them", () => {
    const colour = { ink: 'standard-colour' as const, spotColours: ['PANTONE 185 C'] };
    expect(finding('lulu', 'colour-space', { ...colour, colourSpace: 'srgb' })).toMatchObject({
      status: 'fail',
      grade: 'looks-wrong',
      message:
        'Lulu takes sRGB for colour interiors. Lulu prints with four inks, so your spot colour (PANTONE 185 C) is mixed from them and may not match.',
    });
    expect(
      finding('lulu', 'colour-space', {
        ...colour,
        colourSpace: 'cmyk',
        spotColours: ['Gold', 'Silver'],
      }).message,
    ).toBe(
      'Lulu wants sRGB for colour interiors; yours is CMYK. Lulu prints with four inks, so your spot colours (Gold, Silver) are mixed from them and may not match.',
    );
    expect(
      finding('ingramspark', 'colour-space', { ...colour, colourSpace: 'cmyk' }),
    ).toMatchObject({
      status: 'pass',
      message: 'IngramSpark takes CMYK for colour interiors.',
    });
  });

  it('fonts not embedded block KDP; Lulu has no rule we found', () => {
    const missing = { fontsNotEmbedded: ['Garamond', 'Arial'] };
    expect(finding('kdp', 'fonts', missing).message).toBe(
      'KDP needs every font embedded. Not embedded: Garamond, Arial.',
    );
    expect(finding('lulu', 'fonts', missing)).toEqual({
      rule: 'fonts',
      status: 'unchecked',
      grade: 'blocks-printing',
      message: 'We found no font rule for Lulu. To be safe, embed Garamond, Arial.',
    });
    expect(finding('lulu', 'fonts').message).toBe(
      'We found no font rule for Lulu. Your fonts are all embedded.',
    );
  });

  it('KDP prints no saddle stitch, and colour on white only', () => {
    expect(finding('kdp', 'binding', { binding: 'saddle-stitch' }).message).toBe(
      'KDP does not print saddle-stitched books.',
    );
    expect(
      finding('kdp', 'ink-and-paper', { ink: 'standard-colour', paper: 'creme' }).message,
    ).toBe('KDP prints standard colour on white paper only.');
    expect(status('lulu', 'ink-and-paper')).toBe('unchecked');
  });
});

describe('a printer whose figures are missing', () => {
  const none = { value: undefined, sources: [], note: 'Not found.' };
  const rule = { ...none, grade: 'blocks-printing' as const };
  const BARE: PrinterRules = {
    id: 'lulu',
    name: 'Printer X',
    product: 'test',
    bindings: rule,
    inkAndPaper: rule,
    trims: rule,
    pageLimits: { limits: [], grade: 'blocks-printing' },
    bleed: rule,
    margins: rule,
    spineText: rule,
    spine: none,
    resolution: rule,
    colourSpaces: rule,
    pdfStandards: rule,
    fontsEmbedded: rule,
    trimVarianceMm: none,
  };

  it('leaves every rule unchecked and says so: nothing fails for want of a source', () => {
    const [check] = checkAgainstPrinters(BOOK, [BARE]);
    expect(check?.verdict).toBe('prints');
    expect(check?.findings.map((one) => [one.status, one.message])).toEqual([
      ['unchecked', 'We found no bindings for Printer X.'],
      ['unchecked', 'We found no inks and papers for Printer X.'],
      ['unchecked', 'We found no trim sizes for Printer X.'],
      ['unchecked', 'We found no page range for perfect-bound books for Printer X.'],
      ['unchecked', 'We found no bleed for Printer X.'],
      ['unchecked', 'We found no margin minimum for Printer X.'],
      ['unchecked', 'We found no rule for spine text for Printer X.'],
      ['unchecked', 'We found no image resolution for Printer X.'],
      ['unchecked', 'We found no colour space for Printer X.'],
      ['unchecked', 'We found no file format for Printer X.'],
      ['unchecked', 'We found no font rule for Printer X. Your fonts are all embedded.'],
    ]);
    expect(check?.cover).toEqual({
      ok: false,
      reason: 'Printer X publishes no spine figure we could find. Use its cover template.',
    });
  });

  it('answers what it can: an ink it lacks, a maximum alone, a spine rule without a spine', () => {
    const partial: PrinterRules = {
      ...LULU,
      inkAndPaper: { ...LULU.inkAndPaper, value: [{ ink: 'black', shades: ['white'] }] },
      pageLimits: { grade: 'blocks-printing', limits: [{ maxPages: 500, sources: [] }] },
      spineText: { ...LULU.spineText, value: { minSpineMm: 4 } },
      spine: none,
    };
    const answer = (rule: PrinterRuleId, change: Partial<BookFileFacts> = {}) =>
      checkAgainstPrinters({ ...BOOK, ...change }, [partial])[0]?.findings.find(
        (one) => one.rule === rule,
      )?.message;
    expect(answer('ink-and-paper', { ink: 'premium-colour' })).toBe(
      'Lulu does not print in premium colour.',
    );
    expect(answer('page-count')).toBe('Lulu prints up to 500 pages. We found no minimum.');
    expect(answer('spine-text')).toBe("We could not work out Lulu's spine for this paper.");
    expect(answer('colour-space', { colourSpace: undefined })).toBe(
      "We could not read your file's colour space. Lulu wants greyscale for black interiors.",
    );
  });
});

describe('a file within every limit', () => {
  // Black interiors only: IngramSpark wants colour in CMYK and Lulu in sRGB, so no colour file
  // suits both.
  const commonTrims = [
    [6, 9],
    [5.5, 8.5],
    [6.14, 9.21],
  ].map(([width = 0, height = 0]) => ({ widthMm: inches(width), heightMm: inches(height) }));

  it('passes every printer (nothing fails; the unknown stays unchecked)', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...commonTrims),
        fc.double({ min: -0.5, max: 0.5, noNaN: true }),
        fc.boolean(),
        fc.integer({ min: 32, max: 828 }),
        fc.constantFrom('white' as const, 'creme' as const),
        fc.option(fc.integer({ min: 300, max: 600 }), { nil: undefined }),
        fc.double({ min: 22.3, max: 40, noNaN: true }),
        fc.double({ min: 12.7, max: 30, noNaN: true }),
        (trim, jitter, spineText, pages, paper, ppi, insideMm, outsideMm) => {
          const facts: BookFileFacts = {
            pageCount: spineText ? Math.max(pages, 80) : pages,
            trimMm: { widthMm: trim.widthMm + jitter, heightMm: trim.heightMm - jitter },
            bleedMm: 0,
            binding: 'perfect-bound',
            ink: 'black',
            paper,
            fontsNotEmbedded: [],
            images: ppi === undefined ? 'none' : { smallestPpi: ppi, largestPpi: ppi },
            colourSpace: 'grey',
            pdfStandard: 'PDF/X-1a',
            marginsMm: { insideMm, outsideMm },
            spineText,
          };
          for (const check of checkAgainstPrinters(facts)) {
            expect(check.findings.filter((one) => one.status === 'fail')).toEqual([]);
            expect(check.verdict).toBe('prints');
          }
        },
      ),
    );
  });

  it('gets a cover of 2 x trim + spine + 2 x bleed wherever the spine is known', () => {
    fc.assert(
      fc.property(fc.integer({ min: 32, max: 828 }), (pageCount) => {
        for (const [index, check] of checkAgainstPrinters({ ...BOOK, pageCount }).entries()) {
          const bleed = PRINTERS[index]?.bleed.value?.coverMm ?? 0;
          if (!check.cover.ok) continue;
          const { spineMm, coverMm } = check.cover;
          expect(coverMm.widthMm).toBeCloseTo(2 * BOOK.trimMm.widthMm + spineMm + 2 * bleed, 2);
          expect(coverMm.heightMm).toBeCloseTo(BOOK.trimMm.heightMm + 2 * bleed, 2);
        }
      }),
    );
  });
});
