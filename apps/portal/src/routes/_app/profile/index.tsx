import { createFileRoute } from '@tanstack/react-router';
import { pageTitle } from '../../../lib/page-title.ts';
import { ProfilePage } from '../../../screens/profile/ProfilePage.tsx';

export const Route = createFileRoute('/_app/profile/')({
  head: () => ({ meta: [{ title: pageTitle('Profile') }] }),
  component: ProfilePage,
});
