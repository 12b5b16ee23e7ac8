import { createFileRoute } from '@tanstack/react-router';
import { pageTitle } from '../../lib/page-title.ts';
import { DashboardPage } from '../../screens/dashboard/DashboardPage.tsx';

export const Route = createFileRoute('/_app/dashboard')({
  // A payment's return address carries tx_ref; it is read but nothing shows it.
  validateSearch: (search: Record<string, unknown>): { tx_ref?: string } =>
    search.tx_ref === undefined ? {} : { tx_ref: String(search.tx_ref) },
  head: () => ({ meta: [{ title: pageTitle('Dashboard') }] }),
  component: DashboardPage,
});
