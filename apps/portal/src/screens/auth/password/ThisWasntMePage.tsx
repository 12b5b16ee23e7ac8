import { resetPasswordSchema, SOMETHING_WENT_WRONG_MESSAGE } from '@pod-portal/domain';
import { Alert, Button, Link } from '@pod-portal/ui';
import { getRouteApi, useRouteContext } from '@tanstack/react-router';
import { useState } from 'react';
import { NewPasswordForm } from '../../../forms/NewPasswordForm.tsx';

const route = getRouteApi('/(auth)/this-wasnt-me');

type Step = { kind: 'ask' } | { kind: 'signed-out'; resetToken: string } | { kind: 'done' };

/**
 * The login alert's link. Nothing happens on opening it (mail scanners open links): the author
 * presses the button, every session ends and the password stops working, then they choose a
 * new one here.
 */
export function ThisWasntMePage() {
  const { id, token } = route.useSearch();
  const { pod, sessionEnd } = useRouteContext({ from: '__root__' });
  const [step, setStep] = useState<Step>({ kind: 'ask' });
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function signOutEverywhere() {
    setBusy(true);
    setProblem(null);
    // This ends every session, this tab's too when it is signed in: the page goes on to the new
    // password itself, so the redirect to /login a refused request would cause waits.
    sessionEnd.announce();
    try {
      const { data, error } = await pod.sessions.disownLogin({
        params: { path: { id: Number(id), token } },
      });
      if (data) {
        await pod.auth.logout().catch(() => undefined);
        setStep({ kind: 'signed-out', resetToken: data.reset_token });
      } else {
        sessionEnd.withdraw();
        setProblem(error?.description ?? SOMETHING_WENT_WRONG_MESSAGE);
      }
    } catch {
      sessionEnd.withdraw();
      setProblem(SOMETHING_WENT_WRONG_MESSAGE);
    } finally {
      setBusy(false);
    }
  }

  if (step.kind === 'done') {
    return (
      <section className="app-auth" aria-labelledby="not-me-title">
        <h1 id="not-me-title">Your account is safe again</h1>
        <p>Your password has been changed. You can now log in with your new password.</p>
        <Link href="/login" variant="primary">
          Log in now
        </Link>
      </section>
    );
  }
  if (step.kind === 'signed-out') {
    return (
      <section className="app-auth" aria-labelledby="not-me-title">
        <h1 id="not-me-title">Choose a new password</h1>
        <Alert variant="success">
          Every session of your account has ended and your old password no longer works.
        </Alert>
        <NewPasswordForm
          schema={resetPasswordSchema}
          submitLabel="Set new password"
          send={(body) =>
            pod.users.resetPassword({
              params: { path: { id: Number(id), token: step.resetToken } },
              body,
            })
          }
          onChanged={() => setStep({ kind: 'done' })}
        />
      </section>
    );
  }
  return (
    <section className="app-auth" aria-labelledby="not-me-title">
      <h1 id="not-me-title">This wasn't me</h1>
      <p>
        If someone else logged in to your account, sign it out everywhere: every browser and device,
        yours included, is logged out and your password stops working. You then choose a new
        password.
      </p>
      {problem && <Alert variant="danger">{problem}</Alert>}
      <Button variant="danger" onPress={() => void signOutEverywhere()} isPending={busy}>
        Sign out everywhere
      </Button>
    </section>
  );
}
