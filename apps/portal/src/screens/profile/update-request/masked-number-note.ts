import type { CurrentUser } from '../../../api/current-user.ts';
import type { RE_ENTERED_FIELDS } from './update-request-form.ts';

/**
 * The note under a number the account answers only masked (`****6789`): it is typed again,
 * never sent back as stars. Nothing when the number is not stored masked.
 */
export function maskedNumberNote(
  user: CurrentUser,
  name: (typeof RE_ENTERED_FIELDS)[number],
): string | undefined {
  const stored = user.bankInfo?.[name];
  return typeof stored === 'string' && stored.includes('*')
    ? `We show only its last 4 characters: please type it again. (${stored})`
    : undefined;
}
