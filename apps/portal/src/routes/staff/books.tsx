import { type BookStatus, isBookStatus } from '@pod-portal/domain';
import { createFileRoute } from '@tanstack/react-router';
import { pageTitle } from '../../lib/page-title.ts';
import { StaffBooksPage } from '../../screens/staff/StaffBooksPage.tsx';

export const Route = createFileRoute('/staff/books')({
  head: () => ({ meta: [{ title: pageTitle('Books') }] }),
  validateSearch: (search: Record<string, unknown>): { status?: BookStatus } =>
    typeof search.status === 'string' && isBookStatus(search.status)
      ? { status: search.status }
      : {},
  component: StaffBooksPage,
});
