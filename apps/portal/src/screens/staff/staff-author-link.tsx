import type { components } from '@pod-portal/sdk';
import { Link } from '@pod-portal/ui';

type StaffAuthor = components['schemas']['StaffAuthor'];

/** An author's name and email, linking to their balance and its entries. */
export function StaffAuthorLink({ author }: { author: StaffAuthor }) {
  return (
    <Link href={`/staff/payments?author=${author.user_id}`}>
      {author.name} ({author.email})
    </Link>
  );
}
