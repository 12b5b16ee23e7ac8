import type { PriceList } from '@pod-portal/domain';
import { useRef, useState } from 'react';
import { scrollToFirstError } from '../../../forms/scroll-to-first-error.ts';
import { StageActions } from '../frame/StageActions.tsx';
import { EstimateSummary } from './EstimateSummary.tsx';
import { NegativeRoyaltyDialog } from './NegativeRoyaltyDialog.tsx';
import { PriceFields } from './PriceFields.tsx';
import { breakEvenPrices } from './price-fields.ts';
import { RoyaltyBreakdown } from './RoyaltyBreakdown.tsx';
import { useCalculator } from './use-calculator.ts';

interface CalculatorPageProps {
  prices: PriceList;
  continueLabel: string;
  onBack: () => void;
  onNext: () => void;
}

/** Page 2 of general info: the prices, the live royalty estimate and where the price goes. */
export function CalculatorPage({ prices, continueLabel, onBack, onNext }: CalculatorPageProps) {
  const ref = useRef<HTMLDivElement>(null);
  const [tried, setTried] = useState(false);
  const calculator = useCalculator(prices);
  const { draft, patch, priced, estimate, found, isLocal, isInternational } = calculator;
  return (
    <div className="wizard-page" ref={ref}>
      <PriceFields
        draft={draft}
        patch={patch}
        isLocal={isLocal}
        isInternational={isInternational}
        errors={tried ? found : undefined}
      />
      <EstimateSummary
        estimate={estimate}
        isLocal={isLocal}
        isInternational={isInternational}
        pricedLocal={priced?.isLocal ?? false}
        pricedInternational={priced?.isInternational ?? false}
        isPrint={draft.format === 'print'}
      />
      <RoyaltyBreakdown draft={priced ?? draft} prices={prices} />
      <NegativeRoyaltyDialog
        isOpen={calculator.negativeOpen}
        onClose={calculator.dismissNegative}
        estimate={estimate}
        input={calculator.pricedInput}
        prices={prices}
        onUsePrices={(breakEven) => patch(breakEvenPrices(breakEven))}
      />
      <StageActions
        onBack={onBack}
        continueLabel={continueLabel}
        onContinue={() => {
          setTried(true);
          const blocked = estimate.state !== 'ready' || Object.keys(found).length > 0;
          if (blocked) scrollToFirstError(ref.current);
          else onNext();
        }}
      />
    </div>
  );
}
