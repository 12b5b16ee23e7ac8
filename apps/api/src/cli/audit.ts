import { parseArgs } from 'node:util';
import {
  listStaffActions,
  STAFF_ACTION_KINDS,
  type StaffActionFilter,
} from '../features/audit/index.ts';
import type { CliCommand } from './command.ts';

const usage = 'audit [--staff <email>] [--author <email|id>] [--kind <kind>] [--limit <n>]';

/** At most this many actions at once (the staff page pages on; here, narrow the filters). */
const MOST = 1000;

/** The filter the options name, or null when one is wrong (the usage is then printed). */
function readFilter(args: string[]): StaffActionFilter | null {
  let values: { staff?: string; author?: string; kind?: string; limit?: string };
  try {
    ({ values } = parseArgs({
      args,
      options: {
        staff: { type: 'string' },
        author: { type: 'string' },
        kind: { type: 'string' },
        limit: { type: 'string' },
      },
      strict: true,
      allowPositionals: false,
    }));
  } catch {
    return null;
  }
  const limit = values.limit === undefined ? 50 : Number(values.limit);
  if (!Number.isInteger(limit) || limit < 1 || limit > MOST) return null;
  if (values.kind !== undefined && !(STAFF_ACTION_KINDS as readonly string[]).includes(values.kind))
    return null;
  const author = values.author;
  const authorId = author !== undefined && /^\d+$/.test(author) ? Number(author) : undefined;
  return {
    staffEmail: values.staff,
    ...(authorId === undefined ? { authorEmail: author } : { authorId }),
    kind: values.kind,
    limit,
  };
}

/**
 * `ops audit`: what staff did, newest first, one action a line (when, kind, who, to whom,
 * details), narrowed by staff member, author and kind: the staff console's Activity page.
 */
export const command: CliCommand = {
  name: 'audit',
  summary: 'List what staff did, newest first, by staff member, author and kind',
  usage,
  async run(args, { db, log }) {
    const filter = readFilter(args);
    if (!filter) {
      log(`usage: ${usage}`);
      log(`kinds: ${STAFF_ACTION_KINDS.join(', ')}; at most ${MOST} actions`);
      return 2;
    }
    const { actions } = await listStaffActions(db, filter);
    if (actions.length === 0) log('no staff action matches');
    for (const action of actions) {
      const author = action.author
        ? ` author ${action.author.email} (#${action.author.user_id})`
        : '';
      log(
        `#${action.id} ${action.created_at} ${action.kind} by ${action.staff.email}${author} ${JSON.stringify(action.details)}`,
      );
    }
    return 0;
  },
};
