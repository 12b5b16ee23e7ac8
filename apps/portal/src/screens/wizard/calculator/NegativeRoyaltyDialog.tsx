import {
  breakEvenPrice,
  type Cents,
  formatMoney,
  type Market,
  NEGATIVE_ROYALTY_MODAL_MESSAGE,
  type PriceList,
  type RoyaltyInput,
  toCents,
} from '@pod-portal/domain';
import { AlertDialog } from '@pod-portal/ui';
import type { RoyaltyEstimate } from './use-royalty-estimate.ts';

const MARKETS = {
  local: { name: 'Sold locally', currency: 'ZAR', royalty: 'localRoyalty' },
  international: { name: 'Sold internationally', currency: 'USD', royalty: 'internationalRoyalty' },
} as const;

interface BreakEven {
  market: Market;
  cents: Cents;
}

interface NegativeRoyaltyDialogProps {
  isOpen: boolean;
  onClose: () => void;
  estimate: RoyaltyEstimate;
  /** The choices the estimate is for (only the priced markets). */
  input: RoyaltyInput | null;
  prices: PriceList;
  onUsePrices: (breakEven: BreakEven[]) => void;
}

/**
 * The blocking modal of a negative royalty, with the way out: which market is below zero, and
 * the lowest price at which its royalty is not (the domain's `breakEvenPrice`, for the options
 * chosen), which the author can take with one button.
 */
export function NegativeRoyaltyDialog({
  isOpen,
  onClose,
  estimate,
  input,
  prices,
  onUsePrices,
}: NegativeRoyaltyDialogProps) {
  const negative =
    estimate.state === 'ready'
      ? (['local', 'international'] as const).filter((market) =>
          estimate[MARKETS[market].royalty].startsWith('-'),
        )
      : [];
  const lines = negative.map((market) => {
    const royalty = estimate.state === 'ready' ? toCents(estimate[MARKETS[market].royalty]) : null;
    const cents = input && breakEvenPrice(input, market, prices);
    return { market, royalty, cents };
  });
  const breakEven = lines.flatMap(({ market, cents }) =>
    cents === null || cents === undefined ? [] : [{ market, cents }],
  );
  const [single] = breakEven;
  const useLabel =
    breakEven.length === 1 && single
      ? `Use ${formatMoney(single.cents, MARKETS[single.market].currency)}`
      : 'Use these prices';
  const offersPrices = breakEven.length > 0 && breakEven.length === lines.length;
  return (
    <AlertDialog
      title="Negative royalty"
      isOpen={isOpen}
      onOpenChange={(open) => !open && onClose()}
      actionLabel={offersPrices ? useLabel : 'Edit my options'}
      onAction={offersPrices ? () => onUsePrices(breakEven) : undefined}
      {...(offersPrices && { cancelLabel: 'Edit my options' })}
    >
      <p>{NEGATIVE_ROYALTY_MODAL_MESSAGE}</p>
      <ul>
        {lines.map(({ market, royalty, cents }) => {
          const { name, currency } = MARKETS[market];
          return (
            <li key={market}>
              {name}: {royalty === null ? '' : `${formatMoney(royalty, currency)} a book. `}
              {cents === null || cents === undefined
                ? 'No price makes it positive with these options: choose a cheaper paper or cover type.'
                : `At ${formatMoney(cents, currency)} or more, it is no longer negative.`}
            </li>
          );
        })}
      </ul>
      <p>You can also choose a cheaper paper type or cover type on the previous page.</p>
    </AlertDialog>
  );
}
