import { RESIGN_FAILED_MESSAGE, resignSucceededMessage } from '@pod-portal/domain';
import { Alert, Button, Select } from '@pod-portal/ui';
import { useQuery } from '@tanstack/react-query';
import { useNavigate, useRouteContext, useSearch } from '@tanstack/react-router';
import { useState } from 'react';
import { renewalBooksQuery } from '../../api/renewal-books-query.ts';
import { useUserId } from '../../session/use-current-user.ts';
import { MissingSigningDialog } from '../../signing/MissingSigningDialog.tsx';
import { SigningFields } from '../../signing/SigningFields.tsx';
import { useSigning } from '../../signing/use-signing.ts';
import { type RenewalBook, useResignBooks } from './use-resign-books.ts';

const bookKey = (book: RenewalBook) => `${book.id}-${book.is_international}`;

/** The email link's book (`?bookID=101&islocal=true`), when it is one of the renewal books. */
function linkedBook(books: RenewalBook[], search: Record<string, unknown>): string | null {
  const id = Number(search.bookID);
  const local = search.islocal === true || search.islocal === 'true' || search.islocal === 1;
  const found = books.find((book) => book.id === id && (book.is_international === 0) === local);
  return found ? bookKey(found) : null;
}

/**
 * Re-signing the changed contract of each book staff marked: choose the book (the email
 * link's is chosen already), accept the terms (once a book is chosen), sign and submit. When
 * none is left, back to the dashboard.
 */
export function ResignContractPage() {
  const { pod } = useRouteContext({ from: '__root__' });
  const userId = useUserId();
  const navigate = useNavigate();
  const search = useSearch({ strict: false }) as Record<string, unknown>;
  const books = useQuery(renewalBooksQuery(pod, userId));
  const list = books.data ?? [];
  const [chosen, setChosen] = useState<string | null>(null);
  const selected = chosen ?? linkedBook(list, search);
  const book = list.find((entry) => bookKey(entry) === selected) ?? null;
  const signing = useSigning();
  const resign = useResignBooks();
  const [done, setDone] = useState<string | null>(null);

  const submit = () => {
    const complete = signing.check();
    if (!complete || !book) return;
    setDone(null);
    resign.mutate(
      { books: [book], signing: complete },
      {
        onSuccess: async (remaining) => {
          await signing.keepSignature(complete.signature).catch(() => undefined);
          setDone(resignSucceededMessage(book.book_title));
          setChosen(null);
          signing.change({ ...signing.values, acceptedTerms: false });
          if (remaining.length === 0) await navigate({ to: '/dashboard' });
        },
      },
    );
  };

  return (
    <div className="app-dashboard signing-page">
      <h1>There were changes to your contract for books</h1>
      <p>
        The publishing agreement changed for the books below. Choose a book, read the changed
        contract, and sign it again to keep selling it.
      </p>
      {done && <Alert variant="success">{done}</Alert>}
      {resign.isError && <Alert variant="danger">{RESIGN_FAILED_MESSAGE}</Alert>}
      {books.isSuccess && list.length === 0 ? (
        <Alert variant="success">No contracts are waiting to be re-signed.</Alert>
      ) : (
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            submit();
          }}
        >
          <Select
            label="Book"
            placeholder="Choose a book"
            options={list.map((entry) => ({
              id: bookKey(entry),
              label: `${entry.book_title} (${entry.is_international ? 'international' : 'local'})`,
            }))}
            selectedKey={selected}
            onSelectionChange={(key) => setChosen(key === null ? null : String(key))}
          />
          <SigningFields
            values={signing.values}
            onChange={signing.change}
            problems={signing.problems}
            termsDisabled={book === null}
            termsDescription={book === null ? 'Choose a book first.' : undefined}
            termsViewLabel="Preview contract"
          />
          <div className="app-actions">
            <Button
              type="submit"
              isPending={resign.isPending}
              isDisabled={!signing.values.acceptedTerms || !signing.values.signature || !book}
            >
              Re-sign contract
            </Button>
          </div>
        </form>
      )}
      <MissingSigningDialog problems={signing.missing} onClose={signing.closeMissing} />
    </div>
  );
}
