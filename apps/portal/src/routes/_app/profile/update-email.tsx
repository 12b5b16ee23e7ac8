import { createFileRoute } from '@tanstack/react-router';
import { UpdateEmailPage } from '../../../screens/profile/UpdateEmailPage.tsx';
import { pageTitle } from '../../../shell/page-title.ts';

export const Route = createFileRoute('/_app/profile/update-email')({
  head: () => ({ meta: [{ title: pageTitle('Update email') }] }),
  component: UpdateEmailPage,
});
