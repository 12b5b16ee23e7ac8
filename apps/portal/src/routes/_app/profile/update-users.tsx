import { createFileRoute } from '@tanstack/react-router';
import { UpdateRequestPage } from '../../../screens/profile/update-request/UpdateRequestPage.tsx';
import { pageTitle } from '../../../shell/page-title.ts';

export const Route = createFileRoute('/_app/profile/update-users')({
  head: () => ({ meta: [{ title: pageTitle('Update Request') }] }),
  component: UpdateRequestPage,
});
