import { createFileRoute } from '@tanstack/react-router';
import { pageTitle } from '../../lib/page-title.ts';
import { StaffCouponsPage } from '../../screens/staff/StaffCouponsPage.tsx';

export const Route = createFileRoute('/staff/coupons')({
  head: () => ({ meta: [{ title: pageTitle('Coupons') }] }),
  component: StaffCouponsPage,
});
