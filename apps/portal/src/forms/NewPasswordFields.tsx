import { livePasswordMismatch } from '@pod-portal/domain';
import type { AnyFieldApi } from '@tanstack/react-form';
import { FormTextField } from './FormTextField.tsx';
import { PasswordChecklist } from './PasswordChecklist.tsx';

interface NewPasswordFieldsProps {
  password: AnyFieldApi;
  confirmation: AnyFieldApi;
  passwordLabel?: string;
  confirmationLabel?: string;
}

/**
 * A new password with its live checklist, and its confirmation with the live
 * "*Passwords don't match" hint until the schema's own message takes over on submit.
 */
export function NewPasswordFields({
  password,
  confirmation,
  passwordLabel = 'Password',
  confirmationLabel = 'Confirm password',
}: NewPasswordFieldsProps) {
  const value = String(password.state.value ?? '');
  const mismatch = livePasswordMismatch(value, String(confirmation.state.value ?? ''));
  return (
    <>
      <FormTextField
        field={password}
        label={passwordLabel}
        type="password"
        autoComplete="new-password"
      />
      <PasswordChecklist password={value} />
      <FormTextField
        field={confirmation}
        label={confirmationLabel}
        type="password"
        autoComplete="new-password"
        description={mismatch}
      />
    </>
  );
}
