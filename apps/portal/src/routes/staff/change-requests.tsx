import { createFileRoute } from '@tanstack/react-router';
import { pageTitle } from '../../lib/page-title.ts';
import { ChangeRequestsPage } from '../../screens/staff/ChangeRequestsPage.tsx';

export const Route = createFileRoute('/staff/change-requests')({
  head: () => ({ meta: [{ title: pageTitle('Change requests') }] }),
  component: ChangeRequestsPage,
});
