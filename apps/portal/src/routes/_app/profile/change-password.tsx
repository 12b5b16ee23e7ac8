import {
  changePasswordSchema,
  PASSWORD_CHANGE_FAILED_TITLE,
  PASSWORD_CHANGE_SUCCEEDED_MESSAGE,
  PASSWORD_CHANGE_SUCCEEDED_TITLE,
  PASSWORD_CHANGED_DESCRIPTION,
  SOMETHING_WENT_WRONG_MESSAGE,
} from '@pod-portal/domain';
import { Alert, AlertDialog, Button } from '@pod-portal/ui';
import { createFileRoute } from '@tanstack/react-router';
import { useState } from 'react';
import { NewPasswordFields } from '../../../forms/NewPasswordFields.tsx';
import { useSchemaForm } from '../../../forms/use-schema-form.ts';
import { useLogout } from '../../../session/use-logout.ts';
import { pageTitle } from '../../../shell/page-title.ts';

export const Route = createFileRoute('/_app/profile/change-password')({
  head: () => ({ meta: [{ title: pageTitle('Change password') }] }),
  component: ChangePasswordPage,
});

function ChangePasswordPage() {
  const { pod } = Route.useRouteContext();
  const logout = useLogout();
  const [changed, setChanged] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const { form, formProps } = useSchemaForm({
    defaultValues: { password: '', confirm_password: '' },
    schema: changePasswordSchema,
    onSubmit: async (value) => {
      setProblem(null);
      try {
        const { data, error } = await pod.users.changePassword({ body: value });
        if (data?.description === PASSWORD_CHANGED_DESCRIPTION) setChanged(true);
        else setProblem(error?.description ?? SOMETHING_WENT_WRONG_MESSAGE);
      } catch {
        setProblem(SOMETHING_WENT_WRONG_MESSAGE);
      }
    },
  });
  return (
    <section className="app-auth" aria-labelledby="change-password-title">
      <h1 id="change-password-title">Change password</h1>
      {problem && (
        <Alert variant="danger" title={PASSWORD_CHANGE_FAILED_TITLE}>
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
        <form.Subscribe selector={(s) => s.isSubmitting}>
          {(isSubmitting) => (
            <Button type="submit" isPending={isSubmitting}>
              Change password
            </Button>
          )}
        </form.Subscribe>
      </form>
      <AlertDialog
        title={PASSWORD_CHANGE_SUCCEEDED_TITLE}
        isOpen={changed}
        actionLabel="Log in"
        onOpenChange={(open) => {
          if (!open) void logout();
        }}
      >
        {PASSWORD_CHANGE_SUCCEEDED_MESSAGE}
      </AlertDialog>
    </section>
  );
}
