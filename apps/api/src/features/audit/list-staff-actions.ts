import { and, desc, eq, lt, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { staffActions, users } from '../../db/schema/index.ts';
import { staffAuthor } from './staff-author.ts';

/** Which staff actions to read: each filter narrows; `before` pages on (ids below it). */
export interface StaffActionFilter {
  staffId?: number;
  staffEmail?: string;
  authorId?: number;
  authorEmail?: string;
  kind?: string;
  before?: number;
  limit: number;
}

const member = alias(users, 'staff_member');
const author = alias(users, 'author');

const person = (row: { id: number; nameFirst: string; nameLast: string; email: string }) =>
  staffAuthor({ ...row, userId: row.id });

/**
 * The staff actions that match, newest first, with who did each, the author it touched (if
 * any) and its details; `nextBefore` is the `before` of the next page, null on the last.
 * Emails match whatever their case.
 */
export async function listStaffActions(db: Db, filter: StaffActionFilter) {
  const rows = await db
    .select({
      action: staffActions,
      member: {
        id: member.id,
        nameFirst: member.nameFirst,
        nameLast: member.nameLast,
        email: member.email,
      },
      author: {
        id: author.id,
        nameFirst: author.nameFirst,
        nameLast: author.nameLast,
        email: author.email,
      },
    })
    .from(staffActions)
    .innerJoin(member, eq(member.id, staffActions.staffId))
    .leftJoin(author, eq(author.id, staffActions.userId))
    .where(
      and(
        filter.staffId === undefined ? undefined : eq(staffActions.staffId, filter.staffId),
        filter.staffEmail === undefined
          ? undefined
          : eq(member.email, filter.staffEmail.trim().toLowerCase()),
        filter.authorId === undefined ? undefined : eq(staffActions.userId, filter.authorId),
        filter.authorEmail === undefined
          ? undefined
          : eq(author.email, filter.authorEmail.trim().toLowerCase()),
        filter.kind === undefined ? undefined : eq(staffActions.action, filter.kind),
        filter.before === undefined ? undefined : lt(staffActions.id, filter.before),
      ),
    )
    .orderBy(desc(staffActions.id))
    .limit(filter.limit + 1);
  const page = rows.slice(0, filter.limit);
  return {
    actions: page.map((row) => ({
      id: row.action.id,
      kind: row.action.action,
      created_at: row.action.createdAt.toISOString(),
      staff: person(row.member),
      author: row.author ? person(row.author) : null,
      details: row.action.details,
    })),
    nextBefore: rows.length > filter.limit ? (page.at(-1)?.action.id ?? null) : null,
  };
}

/** Everyone who can be named as the staff member of an action: staff now, and staff before. */
export async function staffMembers(db: Db) {
  const rows = await db
    .select({
      id: users.id,
      nameFirst: users.nameFirst,
      nameLast: users.nameLast,
      email: users.email,
    })
    .from(users)
    .where(
      or(
        eq(users.role, 'staff'),
        sql`exists (select 1 from staff_actions where staff_actions.staff_id = ${users.id})`,
      ),
    )
    .orderBy(users.email);
  return rows.map(person);
}
