import { RESIGN_FAILED_MESSAGE } from '@pod-portal/domain';
import { Alert, Button, Link } from '@pod-portal/ui';
import { useQuery } from '@tanstack/react-query';
import { useNavigate, useRouteContext } from '@tanstack/react-router';
import { renewalBooksQuery } from '../../api/renewal-books-query.ts';
import { useUserId } from '../../session/use-current-user.ts';
import { MissingSigningDialog } from '../../signing/MissingSigningDialog.tsx';
import { SigningFields } from '../../signing/SigningFields.tsx';
import { useSigning } from '../../signing/use-signing.ts';
import { useResignBooks } from './use-resign-books.ts';

/**
 * Renewal: one signing renews the contract of every book waiting for it (the specification
 * leaves the submit's effect open), then the dashboard.
 */
export function RenewalPage() {
  const { pod } = useRouteContext({ from: '__root__' });
  const userId = useUserId();
  const navigate = useNavigate();
  const books = useQuery(renewalBooksQuery(pod, userId));
  const list = books.data ?? [];
  const signing = useSigning();
  const resign = useResignBooks();

  return (
    <div className="app-dashboard signing-page">
      <h1>Renewal</h1>
      {books.isSuccess && list.length === 0 ? (
        <>
          <Alert variant="success">You have no contracts to renew.</Alert>
          <div className="app-actions">
            <Link href="/dashboard" variant="primary">
              Go to the dashboard
            </Link>
          </div>
        </>
      ) : (
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            const complete = signing.check();
            if (!complete) return;
            resign.mutate(
              { books: list, signing: complete },
              {
                onSuccess: async () => {
                  await signing.keepSignature(complete.signature).catch(() => undefined);
                  await navigate({ to: '/dashboard' });
                },
              },
            );
          }}
        >
          <p>
            Your publishing agreement was renewed for{' '}
            {list.map((book) => book.book_title).join(', ') || 'your books'}. Read it, accept the
            terms and sign to renew it.
          </p>
          {resign.isError && <Alert variant="danger">{RESIGN_FAILED_MESSAGE}</Alert>}
          <SigningFields
            values={signing.values}
            onChange={signing.change}
            problems={signing.problems}
          />
          <div className="app-actions">
            <Button
              type="submit"
              isPending={resign.isPending}
              isDisabled={!signing.values.acceptedTerms}
            >
              Submit
            </Button>
          </div>
        </form>
      )}
      <MissingSigningDialog problems={signing.missing} onClose={signing.closeMissing} />
    </div>
  );
}
