import { createFileRoute, notFound } from '@tanstack/react-router';
import { pageTitle } from '../../../lib/page-title.ts';
import { RegisterPage } from '../../../screens/auth/register/RegisterPage.tsx';
import { isRegistrationStage } from '../../../screens/auth/register/registration-stages.ts';

export const Route = createFileRoute('/(auth)/register/$stage')({
  beforeLoad: ({ params }) => {
    if (!isRegistrationStage(params.stage)) throw notFound();
  },
  validateSearch: (search: Record<string, unknown>): { e?: string } =>
    typeof search.e === 'string' ? { e: search.e } : {},
  head: () => ({ meta: [{ title: pageTitle('Register') }] }),
  component: RegisterPage,
});
