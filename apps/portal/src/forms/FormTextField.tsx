import { TextField, type TextFieldProps } from '@pod-portal/ui';
import type { AnyFieldApi } from '@tanstack/react-form';
import { firstErrorMessage } from './first-error-message.ts';

interface FormTextFieldProps extends Omit<TextFieldProps, 'value' | 'onChange' | 'name'> {
  field: AnyFieldApi;
}

/** A UI text field bound to a TanStack Form field; shows the schema's message once touched. */
export function FormTextField({ field, ...props }: FormTextFieldProps) {
  const message = field.state.meta.isTouched
    ? firstErrorMessage(field.state.meta.errors)
    : undefined;
  return (
    <TextField
      {...props}
      name={field.name}
      value={String(field.state.value ?? '')}
      onChange={(value) => field.handleChange(value)}
      onBlur={field.handleBlur}
      isInvalid={message !== undefined}
      errorMessage={message}
      validationBehavior="aria"
    />
  );
}
