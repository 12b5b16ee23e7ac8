// Safe fixes for a book PDF, one click each (issue 41): which apply, and applying one off the
// page's thread. The caller runs preflight again on the fixed file.
export { availableFixes } from './available-fixes.ts';
export { type FixedFile, fixFile } from './fix-file.ts';
export {
  type FixBook,
  fixedFileName,
  type SafeFix,
  type SafeFixKind,
} from './safe-fix.ts';
