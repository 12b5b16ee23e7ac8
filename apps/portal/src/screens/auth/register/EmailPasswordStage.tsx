import { EMAIL_EXISTS_MESSAGE, registrationEmailPasswordSchema } from '@pod-portal/domain';
import { Alert, Button, Link } from '@pod-portal/ui';
import { useNavigate } from '@tanstack/react-router';
import { FormTextField } from '../../../forms/FormTextField.tsx';
import { NewPasswordFields } from '../../../forms/NewPasswordFields.tsx';
import { useSchemaForm } from '../../../forms/use-schema-form.ts';
import { useRegistrationDraft } from './registration-draft.tsx';

/** Email and password; `takenEmail` is set when the server answered U30 for it. */
export function EmailPasswordStage({ takenEmail }: { takenEmail: string | undefined }) {
  const navigate = useNavigate();
  const draft = useRegistrationDraft();
  const { form, formProps } = useSchemaForm({
    defaultValues: {
      email: takenEmail ?? draft.credentials?.email ?? '',
      password: draft.credentials?.password ?? '',
      confirm_password: draft.credentials?.confirm_password ?? '',
    },
    schema: registrationEmailPasswordSchema,
    onSubmit: async (value) => {
      draft.setCredentials(value);
      await navigate({ to: '/register/$stage', params: { stage: 'your-details' } });
    },
  });
  return (
    <>
      {takenEmail !== undefined && <Alert variant="danger">{EMAIL_EXISTS_MESSAGE}</Alert>}
      <form {...formProps}>
        <form.Field name="email">
          {(field) => (
            <FormTextField field={field} label="Email" type="email" autoComplete="email" />
          )}
        </form.Field>
        <form.Field name="password">
          {(password) => (
            <form.Field name="confirm_password">
              {(confirmation) => (
                <NewPasswordFields password={password} confirmation={confirmation} />
              )}
            </form.Field>
          )}
        </form.Field>
        <Button type="submit">Continue</Button>
      </form>
      <p>
        Already registered? <Link href="/login">Log in</Link>
      </p>
    </>
  );
}
