import type { BankField, BankForm } from './bank-fields.ts';
import { FormTextField } from './FormTextField.tsx';

interface BankTextFieldProps {
  bank: BankForm;
  detail: BankField;
  label: string;
  description: string | undefined;
}

/** A bank detail typed in (read-only when the profile's is locked). */
export function BankTextField({ bank, detail, label, description }: BankTextFieldProps) {
  return (
    <bank.form.Field name={bank.nameOf(detail)}>
      {(field) => (
        <FormTextField
          field={field}
          label={label}
          description={description}
          isReadOnly={bank.locked.has(detail)}
        />
      )}
    </bank.form.Field>
  );
}
