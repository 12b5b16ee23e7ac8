import { yourDetailsSchema } from '@pod-portal/domain';
import { Alert, Button, Checkbox } from '@pod-portal/ui';
import { Navigate, useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { FormTextField } from '../../../forms/FormTextField.tsx';
import { useSchemaForm } from '../../../forms/use-schema-form.ts';
import { useRegister } from '../../../session/use-register.ts';
import { LegalDocumentLinks } from '../../support/index.ts';
import { useRegistrationDraft } from './registration-draft.tsx';

/** Names and the terms box; submitting creates the account. */
export function YourDetailsStage() {
  const { credentials } = useRegistrationDraft();
  const navigate = useNavigate();
  const register = useRegister();
  const [problem, setProblem] = useState<string | null>(null);
  const { form, formProps } = useSchemaForm({
    draftKey: 'register-details',
    defaultValues: { name_first: '', name_last: '', acceptedTerms: false },
    schema: yourDetailsSchema,
    onSubmit: async (value) => {
      if (!credentials) return;
      setProblem(null);
      const outcome = await register({
        ...credentials,
        name_first: value.name_first,
        name_last: value.name_last,
      });
      if (outcome.kind === 'ok') {
        await navigate({ to: '/register/$stage', params: { stage: 'welcome' } });
      } else if (outcome.kind === 'emailExists') {
        await navigate({
          to: '/register/$stage',
          params: { stage: 'email-password' },
          search: { e: credentials.email },
        });
      } else {
        setProblem(outcome.message);
      }
    },
  });

  // A reload forgets the password typed on the first stage: start again there.
  if (!credentials) {
    return <Navigate to="/register/$stage" params={{ stage: 'email-password' }} replace />;
  }
  return (
    <form {...formProps}>
      {problem && <Alert variant="danger">{problem}</Alert>}
      <form.Field name="name_first">
        {(field) => <FormTextField field={field} label="First name" autoComplete="given-name" />}
      </form.Field>
      <form.Field name="name_last">
        {(field) => <FormTextField field={field} label="Last name" autoComplete="family-name" />}
      </form.Field>
      {/* Continue stays disabled until the box is ticked, so its schema error never shows. */}
      <form.Field name="acceptedTerms">
        {(field) => (
          <Checkbox
            name={field.name}
            isSelected={field.state.value}
            onChange={(ticked) => field.handleChange(ticked)}
          >
            I accept the Terms &amp; Conditions and Privacy Policy
          </Checkbox>
        )}
      </form.Field>
      <LegalDocumentLinks />
      <form.Subscribe
        selector={(state) => [state.values.acceptedTerms, state.isSubmitting] as const}
      >
        {([accepted, isSubmitting]) => (
          <Button type="submit" isDisabled={!accepted} isPending={isSubmitting}>
            Continue
          </Button>
        )}
      </form.Subscribe>
    </form>
  );
}
