import type { components } from '@pod-portal/sdk';
import { Alert, Button } from '@pod-portal/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useRouteContext } from '@tanstack/react-router';
import { useState } from 'react';
import { userKey } from '../../../api/user-key.ts';
import { useUserId } from '../../../session/use-current-user.ts';
import type { QuotedBook } from '../drafts/wizard-stores.ts';
import { applyRequote } from './apply-requote.ts';
import { requoteRows } from './requote-rows.ts';

type Offer = components['schemas']['RequoteOffer'];

const REQUOTE_FAILED = 'Your book could not be re-quoted just now. Please try again.';

/**
 * The uploaded PDF has another page count than the quote: the print cost and royalties as
 * quoted and with the real count side by side, and Re-quote to take the new ones (the cover
 * is then checked against the new spine).
 */
export function RequoteOffer({ offer, book }: { offer: Offer; book: QuotedBook }) {
  const { pod } = useRouteContext({ from: '__root__' });
  const userId = useUserId();
  const queryClient = useQueryClient();
  const [sending, setSending] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  const accept = async () => {
    setSending(true);
    setProblem(null);
    try {
      const { data, outcome } = await pod.books.requote({
        body: {
          local_bookId: book.localBookId,
          international_bookId: book.internationalBookId,
          no_of_pages: offer.pages,
        },
      });
      if (outcome.kind !== 'ok') {
        setProblem(outcome.description ?? REQUOTE_FAILED);
        return;
      }
      if (!data) throw new Error('The re-quote answered nothing');
      applyRequote(book, data.quote);
      // The book's records, files (its cover now measured against the new spine) and template.
      await queryClient.invalidateQueries({ queryKey: userKey(userId, 'books') });
    } catch {
      setProblem(REQUOTE_FAILED);
    } finally {
      setSending(false);
    }
  };

  return (
    <section className="upload-findings" aria-labelledby="requote-title">
      <p id="requote-title">
        <strong>Re-quote for the {offer.pages} pages of your PDF?</strong> Your cover is then
        measured against the new spine.
      </p>
      <table className="wizard-table">
        <caption>Your quote and a quote for {offer.pages} pages</caption>
        <thead>
          <tr>
            <td />
            <th scope="col">Quoted</th>
            <th scope="col">With {offer.pages} pages</th>
          </tr>
        </thead>
        <tbody>
          {requoteRows(offer).map((row) => (
            <tr key={row.label}>
              <th scope="row">{row.label}</th>
              <td>{row.before}</td>
              <td>{row.after}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {offer.refused ? (
        <p>{offer.refused}</p>
      ) : (
        <Button variant="primary" isDisabled={sending} onPress={() => void accept()}>
          Re-quote with {offer.pages} pages
        </Button>
      )}
      {problem && <Alert variant="danger">{problem}</Alert>}
    </section>
  );
}
