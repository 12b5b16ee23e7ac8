import { loginSchema } from '@pod-portal/domain';
import { Button, Link } from '@pod-portal/ui';
import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { lazy, Suspense, useState } from 'react';
import { FormTextField } from '../../forms/FormTextField.tsx';
import { useSchemaForm } from '../../forms/use-schema-form.ts';
import { PasskeySignIn } from '../../pages/login/PasskeySignIn.tsx';
import { resignContractQuery, resignQueryString } from '../../session/resign-contract-query.ts';
import { useSignIn } from '../../session/use-sign-in.ts';
import { pageTitle } from '../../shell/page-title.ts';

// The failure modal (and the dialog code under it) loads only when a login fails.
const LoginFailedDialog = lazy(async () => ({
  default: (await import('../../pages/login/LoginFailedDialog.tsx')).LoginFailedDialog,
}));

export const Route = createFileRoute('/(auth)/login')({
  validateSearch: resignContractQuery,
  head: () => ({ meta: [{ title: pageTitle('Login') }] }),
  component: LoginPage,
});

function LoginPage() {
  const search = Route.useSearch();
  const navigate = useNavigate();
  const signIn = useSignIn();
  const [failed, setFailed] = useState(false);
  // Signed in (by password or passkey): a contract re-sign link (/login?bookID=..&secret=..&islocal=..)
  // goes on with its query.
  const goOn = async () => {
    if (search.bookID && search.secret && search.islocal) {
      await navigate({ href: `/resign-contract?${resignQueryString(search)}` });
    } else {
      await navigate({ to: '/dashboard' });
    }
  };
  const { form, formProps, isSubmitting } = useSchemaForm({
    defaultValues: { email: '', password: '' },
    schema: loginSchema,
    onSubmit: async (credentials) => {
      if (!(await signIn(credentials))) {
        setFailed(true);
        return;
      }
      await goOn();
    },
  });

  return (
    <section className="app-auth" aria-labelledby="login-title">
      <h1 id="login-title">Log in</h1>
      <form {...formProps}>
        <form.Field name="email">
          {(field) => (
            <FormTextField field={field} label="Email" type="email" autoComplete="email" />
          )}
        </form.Field>
        <form.Field name="password">
          {(field) => (
            <FormTextField
              field={field}
              label="Password"
              type="password"
              autoComplete="current-password"
            />
          )}
        </form.Field>
        <Button type="submit" isPending={isSubmitting}>
          Log in
        </Button>
      </form>
      <PasskeySignIn onSignedIn={goOn} />
      <div className="app-actions">
        <Link href="/forgot-password">Forgot password?</Link>
        <Link href="/register">Register</Link>
      </div>
      {failed && (
        <Suspense fallback={null}>
          <LoginFailedDialog onClose={() => setFailed(false)} />
        </Suspense>
      )}
    </section>
  );
}
