import { useStore } from '@tanstack/react-form';
import { BankSwitch } from './BankSwitch.tsx';
import { BankTextField } from './BankTextField.tsx';
import type { BankForm, InternationalField, PaypalChoice } from './bank-fields.ts';

interface InternationalAccountFieldsProps<Values> {
  bank: BankForm;
  paypal: PaypalChoice<Values>;
  /** The account holder's name and number are asked too (optional). */
  accountHolder: boolean;
  /** Help under a field. */
  descriptions: Partial<Record<InternationalField, string>>;
}

/** An international account: bank address, IBAN, Swift code, maybe its holder, and PayPal. */
export function InternationalAccountFields<Values>({
  bank,
  paypal,
  accountHolder,
  descriptions,
}: InternationalAccountFieldsProps<Values>) {
  const paypalChosen = useStore(
    bank.form.store,
    (state) => paypal.kind === 'behind-switch' && state.values[paypal.switchName] === true,
  );
  const text = (detail: InternationalField, label: string, description = descriptions[detail]) => (
    <BankTextField bank={bank} detail={detail} label={label} description={description} />
  );
  return (
    <>
      {text('bankAddress', 'Bank address')}
      {text('ibanNumber', 'IBAN number')}
      {text('swiftCode', 'Swift code')}
      {accountHolder && (
        <>
          {text('accountName', 'Account holder name')}
          {text('accountNumber', 'Account number')}
        </>
      )}
      {paypal.kind === 'behind-switch' ? (
        <>
          <BankSwitch bank={bank} name={paypal.switchName} label="Pay my royalties with PayPal" />
          {paypalChosen && text('paypal', 'PayPal email')}
        </>
      ) : (
        text('paypal', 'PayPal email', descriptions.paypal ?? 'Optional')
      )}
    </>
  );
}
