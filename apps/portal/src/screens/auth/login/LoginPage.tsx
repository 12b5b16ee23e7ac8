import { loginSchema } from '@pod-portal/domain';
import { Alert, Button, Link } from '@pod-portal/ui';
import { getRouteApi, useNavigate } from '@tanstack/react-router';
import { Suspense, useCallback, useState } from 'react';
import { FormTextField } from '../../../forms/FormTextField.tsx';
import { useSchemaForm } from '../../../forms/use-schema-form.ts';
import { lazyPart } from '../../../lib/lazy-part.tsx';
import { resignQueryString } from '../../../session/resign-contract-query.ts';
import { type SecondStepRequired, useSignIn } from '../../../session/use-sign-in.ts';
import { PasskeySignIn } from './PasskeySignIn.tsx';

// The failure modal (and the dialog code under it) loads only when a login fails.
const LoginFailedDialog = lazyPart(
  'The reason the login failed',
  async () => (await import('./LoginFailedDialog.tsx')).LoginFailedDialog,
);

// The second step's forms load only when a right password asks for one.
const SecondStepForm = lazyPart(
  'The second step of the login',
  async () => (await import('../two-factor/SecondStepForm.tsx')).SecondStepForm,
);

const route = getRouteApi('/(auth)/login');

/**
 * Log in: email and password (then a second step when the account has one), or a passkey;
 * a contract re-sign link's query goes on to /resign-contract once signed in, a royalty share
 * invitation's to /shares, and a `redirect` (a path of this portal only) to that page.
 */
export function LoginPage() {
  const search = route.useSearch();
  const navigate = useNavigate();
  const signIn = useSignIn();
  const [failed, setFailed] = useState(false);
  const [secondStep, setSecondStep] = useState<SecondStepRequired>();
  const [restarted, setRestarted] = useState<string>();
  // Signed in (by password, its second step, or a passkey): a contract re-sign link
  // (/login?bookID=..&secret=..&islocal=..) goes on with its query, a royalty share
  // invitation's (/login?invitation=..) back to the invitation, an activation link's
  // (/login?redirect=/shares?invitation=..) to its page.
  const goOn = useCallback(async () => {
    if (search.bookID && search.secret && search.islocal) {
      await navigate({ href: `/resign-contract?${resignQueryString(search)}` });
    } else if (search.invitation) {
      await navigate({ to: '/shares', search: { invitation: search.invitation } });
    } else if (search.redirect) {
      await navigate({ href: search.redirect });
    } else {
      await navigate({ to: '/dashboard' });
    }
  }, [navigate, search]);
  const restart = useCallback((message: string) => {
    setSecondStep(undefined);
    setRestarted(message);
  }, []);
  const { form, formProps, isSubmitting } = useSchemaForm({
    defaultValues: { email: '', password: '' },
    schema: loginSchema,
    onSubmit: async (credentials) => {
      setRestarted(undefined);
      const result = await signIn(credentials);
      if (result.kind === 'failed') setFailed(true);
      else if (result.kind === 'secondStep') setSecondStep(result.step);
      else await goOn();
    },
  });

  if (secondStep) {
    return (
      <section className="app-auth" aria-labelledby="login-title">
        <h1 id="login-title">Log in</h1>
        <Suspense fallback={null}>
          <SecondStepForm step={secondStep} onDone={() => void goOn()} onRestart={restart} />
        </Suspense>
      </section>
    );
  }

  return (
    <section className="app-auth" aria-labelledby="login-title">
      <h1 id="login-title">Log in</h1>
      {restarted && <Alert variant="danger">{restarted}</Alert>}
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
