import { users } from '../../db/schema/index.ts';

/** The author columns a staff list selects beside its own (spread into a `select`). */
export const staffAuthorColumns = {
  userId: users.id,
  nameFirst: users.nameFirst,
  nameLast: users.nameLast,
  email: users.email,
};

/** The contract's `StaffAuthor`: who a row belongs to, as staff see it. */
export function staffAuthor(row: {
  userId: number;
  nameFirst: string;
  nameLast: string;
  email: string;
}) {
  return {
    user_id: row.userId,
    name: `${row.nameFirst} ${row.nameLast}`.trim(),
    email: row.email,
  };
}
