// The README's examples, run: if one of these fails, the README says something untrue.
import { describe, expect, it } from 'vitest';
import {
  balanceEntryCents,
  balanceEntrySchema,
  balancePaymentReference,
  bookActions,
  branchCodeForBank,
  COVER_EXTENSIONS,
  checkAgainstPrinters,
  checkFileExtension,
  checkThumbnailFile,
  computeCart,
  computeRoyalty,
  couponFailedMessage,
  decidePublishingRights,
  defaultPriceList,
  excludingVat,
  type FormatDraft,
  fileExtension,
  findTrimSize,
  formatMoney,
  isChatOfficeOpen,
  KDP_PAPERBACK,
  normalisePhoneInput,
  orderStatusColour,
  PUBLISHING_RIGHTS_WARNING,
  parseBulkCsv,
  parsePrice,
  printerCover,
  toRoyaltyAnswer,
  updateDraft,
  vatOf,
  wizardProgress,
} from './index.ts';

describe('the README examples', () => {
  it('money', () => {
    expect(vatOf(10_000)).toBe(1_500);
    expect(excludingVat(11_500)).toBe(10_000);
    expect(formatMoney(123_450, 'ZAR')).toBe('R 1 234.50');
    expect(parsePrice('99.999')).toEqual({ ok: false, reason: 'invalid' });
  });

  it('balance entries', () => {
    expect(
      balanceEntryCents(
        balanceEntrySchema.parse({ userId: 7, type: 'payout', amount: 12.5, note: 'Payout' }),
      ),
    ).toBe(-1250);
  });

  it('cart', () => {
    const cart = computeCart(
      [{ name: 'ISBN creation', description: '', cost: 25_000, discount: null }],
      10_000,
    );
    expect(cart.lines).toMatchObject([
      { price: 25_000, discount: 0, vat: 3_750, finalPrice: 28_750 },
    ]);
    expect(cart.payable).toBe(18_750);
    expect(balancePaymentReference(new Date('2025-11-21T08:40:00Z'))).toBe('BAL-1763714400000');
  });

  it('catalogue and royalty', () => {
    expect(findTrimSize('152x229')).toMatchObject({
      id: '152x229',
      name: '6 x 9 in',
      widthMm: 152,
      heightMm: 229,
      template: 'NC',
    });
    const result = computeRoyalty(
      { format: 'ebook', internationalPrice: 999, conversionNeeded: true },
      defaultPriceList,
    );
    expect(toRoyaltyAnswer(result)).toMatchObject({ internationRoyalty: '3.49' });
  });

  it('other printers', () => {
    const [, kdp] = checkAgainstPrinters({
      pageCount: 23,
      trimMm: { widthMm: 127, heightMm: 203 },
      bleedMm: 0,
      binding: 'perfect-bound',
      ink: 'black',
      paper: 'white',
      fontsNotEmbedded: [],
    });
    expect(kdp?.verdict).toBe('blocked');
    expect(kdp?.findings.find((finding) => finding.rule === 'page-count')?.message).toBe(
      'KDP does not print 127 x 203 mm books with fewer than 24 pages.',
    );
    expect(
      printerCover(KDP_PAPERBACK, {
        pages: 200,
        ink: 'black',
        paper: 'white',
        trimMm: { widthMm: 152.4, heightMm: 228.6 },
        binding: 'perfect-bound',
      }),
    ).toEqual({ ok: true, spineMm: 11.44, coverMm: { widthMm: 322.59, heightMm: 234.95 } });
  });

  it('wizard', () => {
    expect(wizardProgress({ stage: 'bank-details' }, ['publisher-info'], 'pdf')).toBe(4 / 9);
    const draft: FormatDraft = {
      format: 'print',
      isLocal: true,
      isInternational: false,
      numPages: null,
      size: null,
      height: null,
      width: null,
      orientation: null,
      template: null,
      colour: null,
      localPaperType: null,
      localCoverPaperType: null,
      internationalPaperType: null,
      internationalCoverPaperType: null,
      binding: null,
      isbn: '',
      isbnNeeded: false,
    };
    expect(updateDraft(draft, { type: 'format', format: 'ebook' })).toMatchObject({
      isInternational: true,
      isLocal: false,
    });
    expect(
      decidePublishingRights({ rights: 'owner', thirdPartyMaterial: true, publicDomainUse: null }),
    ).toEqual({ kind: 'not-allowed', message: PUBLISHING_RIGHTS_WARNING, goBackTo: '/new-book' });
  });

  it('books and bulk CSV', () => {
    expect(bookActions({ bookStage: 'getquote', archived: false, isPaid: false })).toEqual({
      continueUpload: true,
      cancel: true,
      delete: false,
    });
    expect(orderStatusColour('shipped to customer')).toBe('green');
    expect(parseBulkCsv('')).toMatchObject({ valid: [], invalid: [], duplicates: [] });
  });

  it('messages, files and reference data', async () => {
    expect(couponFailedMessage('support@example.co.za')).toBe(
      'Something went wrong when adding your coupon, please check your spelling. Otherwise contact support support@example.co.za',
    );
    expect(checkFileExtension('cover.PDF', COVER_EXTENSIONS)).toEqual({
      ok: true,
      extension: '.pdf',
    });
    expect(await checkThumbnailFile({ name: 'front.png' })).toEqual({
      ok: false,
      message: 'Cannot upload PNG files - Please upload a JPG or JPEG file',
    });
    expect(fileExtension('Cover.Final.PDF')).toBe('.pdf');
    expect(fileExtension('README')).toBe('');
    expect(branchCodeForBank('Capitec Bank Limited')).toBe('470010');
    expect(normalisePhoneInput('+44 20 7946 0000')).toEqual({
      value: '+442079460000',
      country: { code: 'GB', name: 'United Kingdom', dialCode: '+44' },
    });
    expect(isChatOfficeOpen(new Date('2025-11-21T16:30:00Z'))).toBe(false);
  });
});
