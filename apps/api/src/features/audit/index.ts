// Audit: the staff actions record (one row per action, in its transaction) and its reading.
// This file is the feature's public face: other features and the entry points use only it.
export { listStaffActions, type StaffActionFilter, staffMembers } from './list-staff-actions.ts';
export { recordStaffAction } from './record-staff-action.ts';
export { STAFF_ACTION_KINDS } from './staff-action-kinds.ts';
export { staffAuthor, staffAuthorColumns } from './staff-author.ts';
