import { createFileRoute } from '@tanstack/react-router';
import { pageTitle } from '../../../lib/page-title.ts';
import { UpdateEmailPage } from '../../../screens/profile/UpdateEmailPage.tsx';

export const Route = createFileRoute('/_app/profile/update-email')({
  head: () => ({ meta: [{ title: pageTitle('Update email') }] }),
  component: UpdateEmailPage,
});
