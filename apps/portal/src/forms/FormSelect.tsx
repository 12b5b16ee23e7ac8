import { type Option, Select } from '@pod-portal/ui';
import type { AnyFieldApi } from '@tanstack/react-form';
import { firstErrorMessage } from './first-error-message.ts';

interface FormSelectProps {
  field: AnyFieldApi;
  label: string;
  placeholder?: string;
  options: readonly Option[];
  isDisabled?: boolean;
  /** Runs after the field took the new value (e.g. to fill a dependent field). */
  onChosen?: (value: string) => void;
}

/** A UI select bound to a TanStack Form text field; shows the schema's message once touched. */
export function FormSelect({ field, onChosen, ...props }: FormSelectProps) {
  const message = field.state.meta.isTouched
    ? firstErrorMessage(field.state.meta.errors)
    : undefined;
  return (
    <Select
      {...props}
      name={field.name}
      value={field.state.value ? String(field.state.value) : null}
      onChange={(key) => {
        const value = key === null ? '' : String(key);
        field.handleChange(value);
        field.handleBlur();
        onChosen?.(value);
      }}
      isInvalid={message !== undefined}
      errorMessage={message}
    />
  );
}
