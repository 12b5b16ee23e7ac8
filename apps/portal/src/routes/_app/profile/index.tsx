import { createFileRoute } from '@tanstack/react-router';
import { ProfilePage } from '../../../screens/profile/ProfilePage.tsx';
import { pageTitle } from '../../../shell/page-title.ts';

export const Route = createFileRoute('/_app/profile/')({
  head: () => ({ meta: [{ title: pageTitle('Profile') }] }),
  component: ProfilePage,
});
