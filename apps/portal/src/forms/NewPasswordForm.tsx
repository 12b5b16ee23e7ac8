import { PASSWORD_CHANGED_DESCRIPTION, SOMETHING_WENT_WRONG_MESSAGE } from '@pod-portal/domain';
import { Alert, Button } from '@pod-portal/ui';
import type { StandardSchemaV1 } from '@tanstack/react-form';
import { useState } from 'react';
import { NewPasswordFields } from './NewPasswordFields.tsx';
import { useSchemaForm } from './use-schema-form.ts';

type NewPassword = { password: string; confirm_password: string };

interface NewPasswordFormProps {
  /** The domain schema with this page's messages (reset or change). */
  schema: StandardSchemaV1<NewPassword, unknown>;
  submitLabel: string;
  /** Title of the failure alert, when the page has one. */
  failureTitle?: string;
  /** Sends the new password; the server's description says whether it was changed. */
  send: (values: NewPassword) => Promise<{
    data?: { description?: string };
    error?: { description?: string };
  }>;
  onChanged: () => void;
}

/**
 * A new password and its confirmation, sent when valid; success is the server's
 * 'Password changed', anything else shows the server's description (or 'Something went wrong').
 */
export function NewPasswordForm({
  schema,
  submitLabel,
  failureTitle,
  send,
  onChanged,
}: NewPasswordFormProps) {
  const [problem, setProblem] = useState<string | null>(null);
  const { form, formProps, isSubmitting } = useSchemaForm({
    defaultValues: { password: '', confirm_password: '' },
    schema,
    onSubmit: async (values) => {
      setProblem(null);
      try {
        const { data, error } = await send(values);
        if (data?.description === PASSWORD_CHANGED_DESCRIPTION) onChanged();
        else setProblem(error?.description ?? SOMETHING_WENT_WRONG_MESSAGE);
      } catch {
        setProblem(SOMETHING_WENT_WRONG_MESSAGE);
      }
    },
  });
  return (
    <>
      {problem && (
        <Alert variant="danger" title={failureTitle}>
          {problem}
        </Alert>
      )}
      <form {...formProps}>
        <form.Field name="password">
          {(password) => (
            <form.Field name="confirm_password">
              {(confirmation) => (
                <NewPasswordFields
                  password={password}
                  confirmation={confirmation}
                  passwordLabel="New password"
                  confirmationLabel="Confirm new password"
                />
              )}
            </form.Field>
          )}
        </form.Field>
        <Button type="submit" isPending={isSubmitting}>
          {submitLabel}
        </Button>
      </form>
    </>
  );
}
