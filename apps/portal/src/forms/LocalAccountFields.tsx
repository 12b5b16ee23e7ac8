import { ACCOUNT_TYPES, branchCodeForBank, LOCAL_BANKS } from '@pod-portal/domain';
import { BankSelectField } from './BankSelectField.tsx';
import { BankTextField } from './BankTextField.tsx';
import type { BankForm, LocalField } from './bank-fields.ts';

const BANKS = LOCAL_BANKS.map((bank) => ({ id: bank.name, label: bank.name }));
const TYPES = ACCOUNT_TYPES.map((type) => ({ id: type, label: type }));

interface LocalAccountFieldsProps {
  bank: BankForm;
  /** Help under a field. */
  descriptions: Partial<Record<LocalField, string>>;
}

/** A local account: bank (which fills its universal branch code), branch, holder, type, number. */
export function LocalAccountFields({ bank, descriptions }: LocalAccountFieldsProps) {
  const text = (detail: LocalField, label: string) => (
    <BankTextField bank={bank} detail={detail} label={label} description={descriptions[detail]} />
  );
  return (
    <>
      <BankSelectField
        bank={bank}
        detail="bankName"
        label="Bank name"
        placeholder="Choose your bank"
        options={BANKS}
        // A local bank's universal branch code is filled in for the author.
        onChosen={(bankName) => {
          const code = branchCodeForBank(bankName);
          if (code && !bank.locked.has('branchCode')) {
            bank.form.setFieldValue(bank.nameOf('branchCode'), code);
          }
        }}
      />
      {text('branchCode', 'Branch code')}
      {text('branchName', 'Branch name')}
      {text('accountName', 'Account holder name')}
      <BankSelectField
        bank={bank}
        detail="accountType"
        label="Account type"
        placeholder="Choose an account type"
        options={TYPES}
      />
      {text('accountNumber', 'Account number')}
    </>
  );
}
