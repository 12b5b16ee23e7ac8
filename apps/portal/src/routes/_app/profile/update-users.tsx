import { createFileRoute } from '@tanstack/react-router';
import { pageTitle } from '../../../lib/page-title.ts';
import { UpdateRequestPage } from '../../../screens/profile/update-request/UpdateRequestPage.tsx';

export const Route = createFileRoute('/_app/profile/update-users')({
  head: () => ({ meta: [{ title: pageTitle('Update Request') }] }),
  component: UpdateRequestPage,
});
