import { type DraftChange, updateDraft } from '@pod-portal/domain';
import { useCallback } from 'react';
import { useStoredValue } from '../../../lib/stored-value.ts';
import type { BookDraft } from './book-draft.ts';
import { draftStore } from './wizard-stores.ts';

/**
 * The stored draft with two ways to change it: `change` for the domain's format rules
 * (which clear what a change invalidates) and `patch` for plain fields.
 */
export function useBookDraft() {
  const [draft, setDraft] = useStoredValue(draftStore);
  const change = useCallback(
    (action: DraftChange) => setDraft((was) => ({ ...was, ...updateDraft(was, action) })),
    [setDraft],
  );
  const patch = useCallback(
    (fields: Partial<BookDraft>) => setDraft((was) => ({ ...was, ...fields })),
    [setDraft],
  );
  return { draft, change, patch };
}
