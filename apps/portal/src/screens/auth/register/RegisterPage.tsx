import { Button, ProgressBar } from '@pod-portal/ui';
import { getRouteApi, useNavigate } from '@tanstack/react-router';
import { Suspense } from 'react';
import { lazyPart } from '../../../lib/lazy-part.tsx';
import { EmailPasswordStage } from './EmailPasswordStage.tsx';
import {
  isRegistrationStage,
  REGISTRATION_STAGES,
  type RegistrationStage,
} from './registration-stages.ts';
import { WelcomeStage } from './WelcomeStage.tsx';

// The second stage (with the legal documents' viewer and its dialog) is not part of the first
// screen's code: it loads when the author gets there.
const YourDetailsStage = lazyPart(
  'This step',
  async () => (await import('./YourDetailsStage.tsx')).YourDetailsStage,
);

const HEADINGS: Record<RegistrationStage, string> = {
  'email-password': 'Create your account',
  'your-details': 'Your details',
  welcome: 'Welcome',
};

const route = getRouteApi('/(auth)/register/$stage');

/** /register/{stage}: the stage of the address (`?e=` is an email found taken). */
export function RegisterPage() {
  const { stage } = route.useParams();
  const { e } = route.useSearch();
  return isRegistrationStage(stage) ? <RegistrationFrame stage={stage} takenEmail={e} /> : null;
}

/** The registration frame: progress bar and Back from the second stage on, then the stage. */
function RegistrationFrame({
  stage,
  takenEmail,
}: {
  stage: RegistrationStage;
  takenEmail: string | undefined;
}) {
  const navigate = useNavigate();
  const position = REGISTRATION_STAGES.indexOf(stage);
  const previous = REGISTRATION_STAGES[position - 1];
  return (
    <section className="app-auth" aria-labelledby="register-title">
      {previous && (
        <>
          <ProgressBar
            label={`Step ${position + 1} of ${REGISTRATION_STAGES.length}`}
            value={((position + 1) / REGISTRATION_STAGES.length) * 100}
          />
          <div>
            <Button
              variant="ghost"
              onPress={() => navigate({ to: '/register/$stage', params: { stage: previous } })}
            >
              Back
            </Button>
          </div>
        </>
      )}
      <h1 id="register-title">{HEADINGS[stage]}</h1>
      {stage === 'email-password' && <EmailPasswordStage takenEmail={takenEmail} />}
      {stage === 'your-details' && (
        <Suspense fallback={null}>
          <YourDetailsStage />
        </Suspense>
      )}
      {stage === 'welcome' && <WelcomeStage />}
    </section>
  );
}
