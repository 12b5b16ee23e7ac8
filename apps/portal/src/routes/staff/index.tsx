import { createFileRoute } from '@tanstack/react-router';
import { StaffInboxPage } from '../../screens/staff/StaffInboxPage.tsx';

interface StaffSearch {
  /** The author whose conversation is open. */
  author?: number;
}

export const Route = createFileRoute('/staff/')({
  validateSearch: (search: Record<string, unknown>): StaffSearch => {
    const author = Number(search.author);
    return Number.isSafeInteger(author) && author > 0 ? { author } : {};
  },
  component: StaffInboxPage,
});
