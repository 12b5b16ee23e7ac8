import type { Option } from '@pod-portal/ui';
import type { BankField, BankForm } from './bank-fields.ts';
import { FormSelect } from './FormSelect.tsx';

interface BankSelectFieldProps {
  bank: BankForm;
  detail: BankField;
  label: string;
  placeholder: string;
  options: readonly Option[];
  /** Runs after the detail took the chosen value. */
  onChosen?: (value: string) => void;
}

/** A bank detail chosen from a list (disabled when the profile's is locked). */
export function BankSelectField({ bank, detail, ...props }: BankSelectFieldProps) {
  return (
    <bank.form.Field name={bank.nameOf(detail)}>
      {(field) => <FormSelect field={field} {...props} isDisabled={bank.locked.has(detail)} />}
    </bank.form.Field>
  );
}
