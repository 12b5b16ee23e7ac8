import { isPaymentStatus, type PaymentStatus } from '@pod-portal/domain';
import { createFileRoute } from '@tanstack/react-router';
import { pageTitle } from '../../lib/page-title.ts';
import { StaffPaymentsPage } from '../../screens/staff/StaffPaymentsPage.tsx';

interface PaymentsSearch {
  status?: PaymentStatus;
  author?: number;
}

export const Route = createFileRoute('/staff/payments')({
  head: () => ({ meta: [{ title: pageTitle('Payments') }] }),
  validateSearch: (search: Record<string, unknown>): PaymentsSearch => {
    const author = Number(search.author);
    return {
      ...(isPaymentStatus(search.status) && { status: search.status }),
      ...(Number.isSafeInteger(author) && author > 0 && { author }),
    };
  },
  component: StaffPaymentsPage,
});
