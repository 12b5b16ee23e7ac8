import { COVER_TEMPLATE_PPI, sizeInPixels } from '@pod-portal/domain';
import { Button, Link } from '@pod-portal/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useRouteContext } from '@tanstack/react-router';
import { useId } from 'react';
import { userKey } from '../../../api/user-key.ts';
import { saveFile } from '../../../lib/save-file.ts';
import { useUserId } from '../../../session/use-current-user.ts';
import { useObjectUrl } from '../../../signing/use-object-url.ts';
import type { QuotedBook } from '../drafts/wizard-stores.ts';

type TemplateFormat = 'pdf' | 'png';

/** A Blob, also one made by another realm's fetch (the unit tests' Node fetch under jsdom). */
const isBlob = (value: unknown): value is Blob =>
  value instanceof Blob || Object.prototype.toString.call(value) === '[object Blob]';

/** The quoted book's cover template in a format, from the server (the contract's blob). */
function useTemplateQuery(book: QuotedBook) {
  const { pod } = useRouteContext({ from: '__root__' });
  const userId = useUserId();
  return (format: TemplateFormat) => ({
    queryKey: userKey(
      userId,
      'books',
      format === 'pdf' ? 'cover-template' : 'cover-template-png',
      book.localBookId,
      book.internationalBookId,
    ),
    queryFn: async () => {
      const { data } = await pod.books.getCoverTemplate({
        // The PDF is the default: its request stays the one it always was.
        params: format === 'png' ? { path: book, query: { format } } : { path: book },
      });
      // parseAs 'blob' makes the answer a Blob; the contract types file bodies as strings.
      const file: unknown = data;
      if (!isBlob(file)) throw new Error('The cover template could not be made');
      return file;
    },
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/**
 * "Download cover template (PDF)": the quoted book's full cover with its trim, spine, bleed
 * and barcode area, drawn by the server from the quote (so a resumed book has one too). Beside
 * it the same template as a 300 ppi PNG for Canva and other design tools, made when asked for
 * (it takes the server a second), with its size in pixels when the book's cover size is known.
 */
export function CoverTemplateLink({
  book,
  coverMm,
}: {
  book: QuotedBook;
  /** The full cover with bleed in mm, when known: the help text gives the PNG's pixels. */
  coverMm?: { widthMm: number; heightMm: number } | undefined;
}) {
  const templateQuery = useTemplateQuery(book);
  const queryClient = useQueryClient();
  const template = useQuery(templateQuery('pdf'));
  const url = useObjectUrl(template.data);
  const png = useMutation({
    mutationFn: () => queryClient.fetchQuery(templateQuery('png')),
    onSuccess: (file) => saveFile(file, 'cover-template.png'),
  });
  const helpId = useId();
  const pixels = coverMm && sizeInPixels(coverMm);
  return (
    <>
      <div className="app-actions">
        {template.isError ? (
          <p>The cover template could not be made just now.</p>
        ) : url ? (
          <Link href={url} download="cover-template.pdf" variant="secondary">
            Download cover template (PDF)
          </Link>
        ) : (
          <p role="status">Preparing your cover template…</p>
        )}
        <Button
          variant="secondary"
          aria-describedby={helpId}
          isPending={png.isPending}
          onPress={() => png.mutate()}
        >
          Download cover template (PNG for Canva and other design tools)
        </Button>
      </div>
      <p id={helpId}>
        The PNG is the same template as a picture
        {pixels ? `, ${pixels.width} x ${pixels.height} pixels` : ''} at {COVER_TEMPLATE_PPI} ppi
        (the full cover at its print size). Put it on the bottom layer of your design in Canva or
        another design tool, and hide or delete it before you save your cover as a PDF, so the
        guides are not printed.
      </p>
      {png.isError && <p role="alert">The PNG could not be made just now. Please try again.</p>}
    </>
  );
}
