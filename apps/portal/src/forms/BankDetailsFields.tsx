import {
  ACCOUNT_TYPES,
  type BANK_PROFILE_FIELDS,
  branchCodeForBank,
  LOCAL_BANKS,
} from '@pod-portal/domain';
import { Switch } from '@pod-portal/ui';
import { useStore } from '@tanstack/react-form';
import { FormSelect } from './FormSelect.tsx';
import { FormTextField } from './FormTextField.tsx';
import type { SchemaForm } from './use-schema-form.ts';

/** A bank detail, by its name in the wizard's bank details form (the specification's). */
export type BankField = keyof typeof BANK_PROFILE_FIELDS;
type LocalField = Exclude<BankField, 'bankAddress' | 'ibanNumber' | 'swiftCode' | 'paypal'>;
type InternationalField = Exclude<
  BankField,
  'bankName' | 'branchCode' | 'branchName' | 'accountType'
>;

/** The name the form keeps each bank detail under (and the local/international switch). */
export type BankFieldNames<Values> = Record<
  BankField | 'isInternationalAccount',
  keyof Values & string
>;

/** How an international account offers PayPal. */
type PaypalChoice<Values> =
  /** A "Pay my royalties with PayPal" switch (kept under `switchName`) shows the address,
   * then required. */
  | { kind: 'behind-switch'; switchName: keyof Values & string }
  /** The address is always shown, marked Optional: checked only when given. */
  | { kind: 'optional' };

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

const BANKS = LOCAL_BANKS.map((bank) => ({ id: bank.name, label: bank.name }));
const TYPES = ACCOUNT_TYPES.map((type) => ({ id: type, label: type }));
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
  // The bank details are plain texts and switches under the names given: the form is read by
  // name, whichever other fields it has.
  const bankForm = form as unknown as SchemaForm<Record<string, unknown>>;
  const nameOf = (detail: BankField | 'isInternationalAccount'): string => names[detail];
  const international = useStore(
    bankForm.store,
    (state) => state.values[nameOf('isInternationalAccount')] === true,
  );
  const paypalChosen = useStore(
    bankForm.store,
    (state) => paypal.kind === 'behind-switch' && state.values[paypal.switchName] === true,
  );
  const switchField = (name: string, label: string) => (
    <bankForm.Field name={name}>
      {(field) => (
        <Switch isSelected={field.state.value === true} onChange={field.handleChange}>
          {label}
        </Switch>
      )}
    </bankForm.Field>
  );
  const text = (name: BankField, label: string, description?: string) => (
    <bankForm.Field name={nameOf(name)}>
      {(field) => (
        <FormTextField
          field={field}
          label={label}
          description={description}
          isReadOnly={locked.has(name)}
        />
      )}
    </bankForm.Field>
  );
  const local = descriptions.local ?? {};
  const abroad = descriptions.international ?? {};
  return (
    <>
      {switchField(nameOf('isInternationalAccount'), 'International account')}
      {international ? (
        <>
          {text('bankAddress', 'Bank address', abroad.bankAddress)}
          {text('ibanNumber', 'IBAN number', abroad.ibanNumber)}
          {text('swiftCode', 'Swift code', abroad.swiftCode)}
          {internationalAccountHolder && (
            <>
              {text('accountName', 'Account holder name', abroad.accountName)}
              {text('accountNumber', 'Account number', abroad.accountNumber)}
            </>
          )}
          {paypal.kind === 'behind-switch' ? (
            <>
              {switchField(paypal.switchName, 'Pay my royalties with PayPal')}
              {paypalChosen && text('paypal', 'PayPal email', abroad.paypal)}
            </>
          ) : (
            text('paypal', 'PayPal email', abroad.paypal ?? 'Optional')
          )}
        </>
      ) : (
        <>
          <bankForm.Field name={nameOf('bankName')}>
            {(field) => (
              <FormSelect
                field={field}
                label="Bank name"
                placeholder="Choose your bank"
                options={BANKS}
                isDisabled={locked.has('bankName')}
                // A local bank's universal branch code is filled in for the author.
                onChosen={(bankName) => {
                  const code = branchCodeForBank(bankName);
                  if (code && !locked.has('branchCode')) {
                    bankForm.setFieldValue(nameOf('branchCode'), code);
                  }
                }}
              />
            )}
          </bankForm.Field>
          {text('branchCode', 'Branch code', local.branchCode)}
          {text('branchName', 'Branch name', local.branchName)}
          {text('accountName', 'Account holder name', local.accountName)}
          <bankForm.Field name={nameOf('accountType')}>
            {(field) => (
              <FormSelect
                field={field}
                label="Account type"
                placeholder="Choose an account type"
                options={TYPES}
                isDisabled={locked.has('accountType')}
              />
            )}
          </bankForm.Field>
          {text('accountNumber', 'Account number', local.accountNumber)}
        </>
      )}
    </>
  );
}
