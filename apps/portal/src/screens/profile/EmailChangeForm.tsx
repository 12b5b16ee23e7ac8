import {
  EMAIL_EXISTS_MESSAGE,
  emailChangeSchema,
  loginSchema,
  SOMETHING_WENT_WRONG_MESSAGE,
} from '@pod-portal/domain';
import { Alert, Button } from '@pod-portal/ui';
import { useRouteContext } from '@tanstack/react-router';
import { useState } from 'react';
import { FormTextField } from '../../forms/FormTextField.tsx';
import { useSchemaForm } from '../../forms/use-schema-form.ts';
import { useLogout } from '../../session/use-logout.ts';

// The server asks for the current password with a new address (the modal's email rule, plus
// the password as the login form requires it).
const schema = emailChangeSchema.extend({ password: loginSchema.shape.password });

/**
 * Changes the email address (PUT /user/edituser with email and password). The account must then
 * be verified again: the server revokes the tokens and the user is logged out. Shown in the
 * Profile's dialog and on /profile/update-email.
 */
export function EmailChangeForm({
  submitLabel,
  onCancel,
}: {
  submitLabel: string;
  onCancel?: () => void;
}) {
  const { pod } = useRouteContext({ from: '__root__' });
  const logout = useLogout();
  const [problem, setProblem] = useState<string | null>(null);
  const { form, formProps, isSubmitting } = useSchemaForm({
    defaultValues: { email: '', password: '' },
    schema,
    onSubmit: async ({ email, password }) => {
      setProblem(null);
      try {
        const { data, outcome, error } = await pod.users.edit({
          body: { email: email.trim(), password },
        });
        if (data) {
          await logout();
          return;
        }
        setProblem(
          outcome.kind === 'emailExists'
            ? EMAIL_EXISTS_MESSAGE
            : (error?.description ?? SOMETHING_WENT_WRONG_MESSAGE),
        );
      } catch {
        setProblem(SOMETHING_WENT_WRONG_MESSAGE);
      }
    },
  });
  return (
    <form {...formProps}>
      <p>
        You will be logged out. Follow the link we email to your new address, then log in with it.
      </p>
      {problem && <Alert variant="danger">{problem}</Alert>}
      <form.Field name="email">
        {(field) => (
          <FormTextField field={field} label="New email" type="email" autoComplete="email" />
        )}
      </form.Field>
      <form.Field name="password">
        {(field) => (
          <FormTextField
            field={field}
            label="Current password"
            type="password"
            autoComplete="current-password"
          />
        )}
      </form.Field>
      <div className="app-actions">
        {onCancel && (
          <Button variant="secondary" onPress={onCancel}>
            Cancel
          </Button>
        )}
        <Button type="submit" isPending={isSubmitting}>
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}
