import {
  PASSWORD_CHANGED_DESCRIPTION,
  resetPasswordSchema,
  SOMETHING_WENT_WRONG_MESSAGE,
} from '@pod-portal/domain';
import { Alert, Button, Link } from '@pod-portal/ui';
import { createFileRoute } from '@tanstack/react-router';
import { useState } from 'react';
import { NewPasswordFields } from '../../forms/NewPasswordFields.tsx';
import { useSchemaForm } from '../../forms/use-schema-form.ts';
import { pageTitle } from '../../shell/page-title.ts';

export const Route = createFileRoute('/(auth)/reset-password')({
  validateSearch: (search: Record<string, unknown>) => ({
    id: search.id === undefined ? '' : String(search.id),
    token: search.token === undefined ? '' : String(search.token),
  }),
  head: () => ({ meta: [{ title: pageTitle('Reset password') }] }),
  component: ResetPasswordPage,
});

function ResetPasswordPage() {
  const { id, token } = Route.useSearch();
  const { pod } = Route.useRouteContext();
  const [done, setDone] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const { form, formProps } = useSchemaForm({
    defaultValues: { password: '', confirm_password: '' },
    schema: resetPasswordSchema,
    onSubmit: async (value) => {
      setProblem(null);
      try {
        const { data, error } = await pod.users.resetPassword({
          params: { path: { id: Number(id), token } },
          body: value,
        });
        if (data?.description === PASSWORD_CHANGED_DESCRIPTION) setDone(true);
        else setProblem(error?.description ?? SOMETHING_WENT_WRONG_MESSAGE);
      } catch {
        setProblem(SOMETHING_WENT_WRONG_MESSAGE);
      }
    },
  });

  if (done) {
    return (
      <section className="app-auth" aria-labelledby="reset-title">
        <h1 id="reset-title">Password reset</h1>
        <p>Your password has been changed. You can now log in with your new password.</p>
        <Link href="/login" variant="primary">
          Log in now
        </Link>
      </section>
    );
  }
  return (
    <section className="app-auth" aria-labelledby="reset-title">
      <h1 id="reset-title">Choose a new password</h1>
      {problem && <Alert variant="danger">{problem}</Alert>}
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
        <form.Subscribe selector={(s) => s.isSubmitting}>
          {(isSubmitting) => (
            <Button type="submit" isPending={isSubmitting}>
              Reset password
            </Button>
          )}
        </form.Subscribe>
      </form>
    </section>
  );
}
