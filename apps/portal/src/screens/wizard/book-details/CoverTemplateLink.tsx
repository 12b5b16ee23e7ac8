import { Link } from '@pod-portal/ui';
import { useQuery } from '@tanstack/react-query';
import { useRouteContext } from '@tanstack/react-router';
import { userKey } from '../../../api/user-key.ts';
import { useUserId } from '../../../session/use-current-user.ts';
import { useObjectUrl } from '../../../signing/use-object-url.ts';
import type { QuotedBook } from '../drafts/wizard-stores.ts';

/**
 * "Download cover template (PDF)": the quoted book's full cover with its trim, spine, bleed
 * and barcode area, drawn by the server from the quote (so a resumed book has one too).
 */
export function CoverTemplateLink({ book }: { book: QuotedBook }) {
  const { pod } = useRouteContext({ from: '__root__' });
  const userId = useUserId();
  const template = useQuery({
    queryKey: userKey(
      userId,
      'books',
      'cover-template',
      book.localBookId,
      book.internationalBookId,
    ),
    queryFn: async () => {
      const { data } = await pod.books.getCoverTemplate({
        params: { path: book },
      });
      // parseAs 'blob' makes the answer a Blob; the contract types PDF bodies as strings.
      const pdf: unknown = data;
      if (!(pdf instanceof Blob)) throw new Error('The cover template could not be made');
      return pdf;
    },
    staleTime: Number.POSITIVE_INFINITY,
  });
  const url = useObjectUrl(template.data);
  if (template.isError) return <p>The cover template could not be made just now.</p>;
  if (!url) return <p role="status">Preparing your cover template…</p>;
  return (
    <Link href={url} download="cover-template.pdf" variant="secondary">
      Download cover template (PDF)
    </Link>
  );
}
