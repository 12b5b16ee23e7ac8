import { Switch } from '@pod-portal/ui';
import type { BankForm } from './bank-fields.ts';

/** A yes/no of the bank details, kept under `name`. */
export function BankSwitch({ bank, name, label }: { bank: BankForm; name: string; label: string }) {
  return (
    <bank.form.Field name={name}>
      {(field) => (
        <Switch isSelected={field.state.value === true} onChange={field.handleChange}>
          {label}
        </Switch>
      )}
    </bank.form.Field>
  );
}
