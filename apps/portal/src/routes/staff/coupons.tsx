import { createFileRoute } from '@tanstack/react-router';
import { StaffCouponsPage } from '../../screens/staff/StaffCouponsPage.tsx';
import { pageTitle } from '../../shell/page-title.ts';

export const Route = createFileRoute('/staff/coupons')({
  head: () => ({ meta: [{ title: pageTitle('Coupons') }] }),
  component: StaffCouponsPage,
});
