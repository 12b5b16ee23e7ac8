import { formatMoney, parseCartItemMisc } from '@pod-portal/domain';
import { Alert, RadioGroup } from '@pod-portal/ui';
import { useState } from 'react';
import { useStoredValue } from '../../../lib/stored-value.ts';
import { type PaymentMethod, useOfferedPaymentMethods } from '../../checkout/index.ts';
import { addedToCartStore, paymentMethodStore } from '../drafts/wizard-stores.ts';
import { StageActions } from '../frame/StageActions.tsx';
import type { StageProps } from '../frame/stage-props.ts';
import { markCompleted, useWizardNavigation } from '../frame/use-wizard-navigation.ts';

/**
 * Select Payment Method: how the services ordered for the book will be paid, card or EFT
 * through PayFast, or PayPal where it is offered (the balance pays first). The cart's payment page starts with this choice.
 */
export function PaymentMethodStage({ base, continueLabel }: StageProps) {
  const { goTo } = useWizardNavigation(base);
  const offered = useOfferedPaymentMethods();
  const [choice, setStored] = useStoredValue(paymentMethodStore);
  const stored = offered.some((option) => option.value === choice) ? choice : '';
  const [added] = useStoredValue(addedToCartStore);
  const [problem, setProblem] = useState(false);
  const total = added.reduce((sum, item) => {
    const misc = parseCartItemMisc(item.misc);
    return sum + (misc.ok ? misc.value.cost : 0);
  }, 0);
  return (
    <form
      className="wizard-stage"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (!stored) {
          setProblem(true);
          return;
        }
        markCompleted('payment-method');
        void goTo('accept-terms-additional');
      }}
    >
      <p>
        The services you ordered come to {formatMoney(total, 'ZAR')} excluding VAT. Your balance
        pays first; choose how you will pay the rest when you check out.
      </p>
      {problem && <Alert variant="danger">Please choose how you want to pay.</Alert>}
      <RadioGroup
        label="Payment method"
        options={offered}
        value={stored}
        onChange={(value) => {
          setProblem(false);
          setStored(value as PaymentMethod);
        }}
      />
      <StageActions onBack={() => void goTo('upload-assets')} continueLabel={continueLabel} />
    </form>
  );
}
