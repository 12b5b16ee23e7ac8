import {
  BINDINGS,
  BISAC_SECTIONS,
  BOOK_FORMAT_LABELS,
  type Currency,
  formatMoney,
  ISBN_EXISTS_MESSAGE,
  PRINT_OPTIONS,
  type PriceList,
  parsePrice,
  SOMETHING_WENT_WRONG_MESSAGE,
} from '@pod-portal/domain';
import { Alert } from '@pod-portal/ui';
import type { ReactNode } from 'react';
import type { BookDraft } from '../drafts/book-draft.ts';
import { useBookDraft } from '../drafts/use-book-draft.ts';
import { StageActions } from '../frame/StageActions.tsx';
import { onceOffCosts } from './once-off-costs.ts';
import { useGetQuote } from './use-get-quote.ts';

interface ConfirmPageProps {
  prices: PriceList;
  onBack: () => void;
  onQuoted: () => void;
}

/** Page 3 of general info: the specifications to confirm, then the quote. */
export function ConfirmPage({ prices, onBack, onQuoted }: ConfirmPageProps) {
  const { draft } = useBookDraft();
  const quote = useGetQuote(onQuoted);
  const failure =
    quote.error &&
    (quote.error.message === ISBN_EXISTS_MESSAGE
      ? ISBN_EXISTS_MESSAGE
      : SOMETHING_WENT_WRONG_MESSAGE);
  return (
    <div className="wizard-page">
      <h3>Confirm specifications</h3>
      <dl className="wizard-summary">
        {specificationRows(draft, prices).map(([term, value]) => (
          <Row key={term} term={term}>
            {value}
          </Row>
        ))}
      </dl>
      {failure && <Alert variant="danger">{failure}</Alert>}
      <StageActions
        onBack={onBack}
        continueLabel="Get quote"
        onContinue={() => quote.mutate(draft)}
        isPending={quote.isPending}
      />
    </div>
  );
}

function Row({ term, children }: { term: string; children: ReactNode }) {
  return (
    <>
      <dt>{term}</dt>
      <dd>{children}</dd>
    </>
  );
}

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
function specificationRows(draft: BookDraft, prices: PriceList): [string, string][] {
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
