import { forgotPasswordSchema, SOMETHING_WENT_WRONG_MESSAGE } from '@pod-portal/domain';
import { Alert, Button, Link } from '@pod-portal/ui';
import { useRouteContext } from '@tanstack/react-router';
import { useState } from 'react';
import { FormTextField } from '../../../forms/FormTextField.tsx';
import { useSchemaForm } from '../../../forms/use-schema-form.ts';

/** Asks for the account's email and sends it a link to reset the password. */
export function ForgotPasswordPage() {
  const { pod } = useRouteContext({ from: '__root__' });
  const [state, setState] = useState<'form' | 'sent' | 'failed'>('form');
  const { form, formProps, isSubmitting } = useSchemaForm({
    defaultValues: { email: '' },
    schema: forgotPasswordSchema,
    onSubmit: async (value) => {
      try {
        const { response } = await pod.users.forgotPassword({
          params: { path: { email: value.email.trim() } },
        });
        setState(response.ok ? 'sent' : 'failed');
      } catch {
        setState('failed');
      }
    },
  });

  if (state === 'sent') {
    return (
      <section className="app-auth" aria-labelledby="forgot-title">
        <h1 id="forgot-title">Check your email</h1>
        <p>If an account uses this address, we have sent it a link to reset your password.</p>
        <Link href="/login">Back to login</Link>
      </section>
    );
  }
  return (
    <section className="app-auth" aria-labelledby="forgot-title">
      <h1 id="forgot-title">Forgot password</h1>
      <p>Enter your email address and we will send you a link to reset your password.</p>
      {state === 'failed' && <Alert variant="danger">{SOMETHING_WENT_WRONG_MESSAGE}</Alert>}
      <form {...formProps}>
        <form.Field name="email">
          {(field) => (
            <FormTextField field={field} label="Email" type="email" autoComplete="email" />
          )}
        </form.Field>
        <Button type="submit" isPending={isSubmitting}>
          Send reset link
        </Button>
      </form>
      <Link href="/login">Back to login</Link>
    </section>
  );
}
