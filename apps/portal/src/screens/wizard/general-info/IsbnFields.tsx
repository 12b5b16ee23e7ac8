import { ISBN_IN_USE_MESSAGE } from '@pod-portal/domain';
import { Switch, TextField } from '@pod-portal/ui';
import { useBookDraft } from '../drafts/use-book-draft.ts';
import { useIsbnInUse } from './use-isbn-check.ts';

/** The book's ISBN (13 digits, checked against the books that use one), or one registered. */
export function IsbnFields({ error }: { error: string | undefined }) {
  const { draft, change, patch } = useBookDraft();
  const isbnInUse = useIsbnInUse(draft.isbn, draft.isbnNeeded);
  const isbnError =
    error ?? (isbnInUse === true && !draft.isbnNeeded ? ISBN_IN_USE_MESSAGE : undefined);
  return (
    <>
      <Switch
        isSelected={draft.isbnNeeded}
        onChange={(needed) => change({ type: 'isbn-needed', needed })}
      >
        I need an ISBN (we register one for you, R250)
      </Switch>
      {!draft.isbnNeeded && (
        <TextField
          label="ISBN"
          description="13 digits"
          inputMode="numeric"
          maxLength={13}
          value={draft.isbn}
          onChange={(isbn) => patch({ isbn: isbn.replace(/\D/g, '') })}
          isInvalid={isbnError !== undefined}
          errorMessage={isbnError}
          validationBehavior="aria"
        />
      )}
    </>
  );
}
