import {
  BINDINGS,
  BISAC_SECTIONS,
  BOOK_FORMAT_LABELS,
  type Currency,
  formatMoney,
  PRINT_OPTIONS,
  type PriceList,
  parsePrice,
} from '@pod-portal/domain';
import type { BookDraft } from '../drafts/book-draft.ts';
import { onceOffCosts } from './once-off-costs.ts';

/** A price as the author typed it, written as every amount is (`R 1 250.00`). */
function typedPrice(text: string, currency: Currency): string {
  const parsed = parsePrice(text);
  return parsed.ok ? formatMoney(parsed.cents, currency) : text;
}

/** What the book costs once, paid through the cart (the ISBN registration among them). */
function onceOffRows(draft: BookDraft, prices: PriceList): [string, string][] {
  return onceOffCosts(draft, prices).map((charge) => [
    charge.name,
    `${formatMoney(charge.cost, 'ZAR')} once, excluding VAT`,
  ]);
}

/** The choices as label and value, only those that apply to the format. */
export function specificationRows(draft: BookDraft, prices: PriceList): [string, string][] {
  const isPrint = draft.format === 'print';
  const nameOf = (list: readonly { id: number; name: string }[], id: number | null) =>
    list.find((entry) => entry.id === id)?.name ?? '';
  const heading = BISAC_SECTIONS.find((section) => section.code === draft.subjectHeading);
  const markets = [draft.isLocal && 'Local', draft.isInternational && 'International']
    .filter(Boolean)
    .join(' and ');
  const rows: [string, string | false][] = [
    ['Title', draft.title],
    ['Format', draft.format ? BOOK_FORMAT_LABELS[draft.format] : ''],
    ['Sold', markets],
    ['Genre', heading ? `${heading.name} / General` : ''],
    ['BISAC code', draft.bisacCode],
    ['Author', draft.format === 'ebook' && draft.author],
    ['ISBN', draft.isbnNeeded ? 'ISBN registration requested' : draft.isbn],
    ['Pages', String(draft.numPages ?? '')],
    [
      'Size',
      isPrint && `${draft.width} x ${draft.height} mm (${draft.orientation}, ${draft.template})`,
    ],
    ['Colour', isPrint && (draft.colour === 'Colo' ? 'Colour' : 'Black and white')],
    ['Cover finish', isPrint && (draft.coverFinish ?? '')],
    ['Binding', isPrint && (BINDINGS.find((entry) => entry.id === draft.binding)?.name ?? '')],
    [
      'Local paper type',
      isPrint && draft.isLocal && nameOf(prices.local.paperTypes, draft.localPaperType),
    ],
    [
      'Local cover type',
      isPrint && draft.isLocal && nameOf(prices.local.coverTypes, draft.localCoverPaperType),
    ],
    [
      'International paper type',
      isPrint &&
        draft.isInternational &&
        nameOf(prices.international.paperTypes, draft.internationalPaperType),
    ],
    [
      'International cover type',
      isPrint &&
        draft.isInternational &&
        nameOf(prices.international.coverTypes, draft.internationalCoverPaperType),
    ],
    [
      'Options',
      isPrint &&
        (PRINT_OPTIONS.filter((option) => draft.options[option.id])
          .map((option) => option.name)
          .join(', ') ||
          'None'),
    ],
    ['Heavy graphics', draft.format === 'ebook' && (draft.heavyGraphics ? 'Yes' : 'No')],
    [
      'Recording by a voice artist',
      draft.format === 'audiobook' && (draft.recordingRequired ? 'Yes' : 'No'),
    ],
    [
      'Local price',
      draft.isLocal && draft.format !== 'ebook' && typedPrice(draft.localPrice, 'ZAR'),
    ],
    [
      'International price',
      (draft.isInternational || draft.format === 'ebook') &&
        typedPrice(draft.internationalPrice, 'USD'),
    ],
    ...onceOffRows(draft, prices),
  ];
  return rows.filter((row): row is [string, string] => row[1] !== false);
}
