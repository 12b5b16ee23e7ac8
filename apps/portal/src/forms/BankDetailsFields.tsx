import { useStore } from '@tanstack/react-form';
import { BankSwitch } from './BankSwitch.tsx';
import type {
  BankField,
  BankFieldNames,
  BankForm,
  InternationalField,
  LocalField,
  PaypalChoice,
} from './bank-fields.ts';
import { InternationalAccountFields } from './InternationalAccountFields.tsx';
import { LocalAccountFields } from './LocalAccountFields.tsx';
import type { SchemaForm } from './use-schema-form.ts';

export interface BankDetailsFieldsProps<Values extends object> {
  form: SchemaForm<Values>;
  names: BankFieldNames<Values>;
  paypal: PaypalChoice<Values>;
  /** An international account also gives the account holder's name and number (optional). */
  internationalAccountHolder: boolean;
  /** Details filled from the profile, shown but not editable here; none by default. */
  locked?: ReadonlySet<BankField>;
  /** Help under a field, by the kind of account it is shown for. */
  descriptions?: {
    local?: Partial<Record<LocalField, string>>;
    international?: Partial<Record<InternationalField, string>>;
  };
}

const NOTHING_LOCKED: ReadonlySet<BankField> = new Set();

/**
 * Where royalties are paid: the International account switch, then a local account's fields
 * (choosing a local bank fills its universal branch code) or an international one's. The
 * fields only, in the form's own layout: the wizard's bank details stage and the profile's
 * Update Request differ by the props, as their parts of the specification do.
 */
export function BankDetailsFields<Values extends object>({
  form,
  names,
  paypal,
  internationalAccountHolder,
  locked = NOTHING_LOCKED,
  descriptions = {},
}: BankDetailsFieldsProps<Values>) {
  const bank: BankForm = {
    form: form as unknown as BankForm['form'],
    nameOf: (detail) => names[detail],
    locked,
  };
  const international = useStore(
    bank.form.store,
    (state) => state.values[bank.nameOf('isInternationalAccount')] === true,
  );
  return (
    <>
      <BankSwitch
        bank={bank}
        name={bank.nameOf('isInternationalAccount')}
        label="International account"
      />
      {international ? (
        <InternationalAccountFields
          bank={bank}
          paypal={paypal}
          accountHolder={internationalAccountHolder}
          descriptions={descriptions.international ?? {}}
        />
      ) : (
        <LocalAccountFields bank={bank} descriptions={descriptions.local ?? {}} />
      )}
    </>
  );
}
