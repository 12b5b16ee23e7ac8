import { createFileRoute } from '@tanstack/react-router';
import { pageTitle } from '../../lib/page-title.ts';
import { ProfileConfirmationPage } from '../../screens/profile/ProfileConfirmationPage.tsx';

export const Route = createFileRoute('/_app/profile-confirmation')({
  head: () => ({ meta: [{ title: pageTitle('Confirm your changes') }] }),
  component: ProfileConfirmationPage,
});
