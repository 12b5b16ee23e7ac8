import { createFileRoute } from '@tanstack/react-router';
import { ProfileConfirmationPage } from '../../screens/profile/ProfileConfirmationPage.tsx';
import { pageTitle } from '../../shell/page-title.ts';

export const Route = createFileRoute('/_app/profile-confirmation')({
  head: () => ({ meta: [{ title: pageTitle('Confirm your changes') }] }),
  component: ProfileConfirmationPage,
});
