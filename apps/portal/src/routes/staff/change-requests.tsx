import { createFileRoute } from '@tanstack/react-router';
import { ChangeRequestsPage } from '../../screens/staff/ChangeRequestsPage.tsx';
import { pageTitle } from '../../shell/page-title.ts';

export const Route = createFileRoute('/staff/change-requests')({
  head: () => ({ meta: [{ title: pageTitle('Change requests') }] }),
  component: ChangeRequestsPage,
});
