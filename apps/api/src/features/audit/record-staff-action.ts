import type { Db } from '../../db/client.ts';
import { staffActions } from '../../db/schema/index.ts';
import type { StaffActionKind } from './staff-action-kinds.ts';

/** Records what a staff member did, in the transaction that does it. */
export async function recordStaffAction(
  db: Db,
  action: {
    staffId: number;
    action: StaffActionKind;
    userId?: number;
    details?: Record<string, unknown>;
  },
): Promise<void> {
  await db.insert(staffActions).values({
    staffId: action.staffId,
    action: action.action,
    userId: action.userId ?? null,
    details: action.details ?? {},
  });
}
