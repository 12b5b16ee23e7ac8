import { createFileRoute } from '@tanstack/react-router';
import { pageTitle } from '../../lib/page-title.ts';
import { StaffActivityPage } from '../../screens/staff/StaffActivityPage.tsx';
import { isStaffActionKind } from '../../screens/staff/staff-action-kinds.ts';
import type { StaffActionFilters } from '../../screens/staff/staff-queries.ts';

export const Route = createFileRoute('/staff/activity')({
  head: () => ({ meta: [{ title: pageTitle('Activity') }] }),
  validateSearch: (search: Record<string, unknown>): StaffActionFilters => {
    const staffId = Number(search.staffId);
    const { authorEmail, kind } = search;
    return {
      ...(Number.isSafeInteger(staffId) && staffId > 0 && { staffId }),
      ...(typeof authorEmail === 'string' && authorEmail.trim() !== '' && { authorEmail }),
      ...(isStaffActionKind(kind) && { kind }),
    };
  },
  component: StaffActivityPage,
});
