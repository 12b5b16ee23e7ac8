import { type BookMisc, continueUploadPath } from '@pod-portal/domain';
import type { components } from '@pod-portal/sdk';
import { Link } from '@pod-portal/ui';
import { BookFileNotices } from '../wizard/index.ts';
import type { BookPair } from './book-pair.ts';

type BookDetail = components['schemas']['BookDetail'];

/**
 * The book's page's notices about its files: the re-quote offered for the PDF's page count and
 * a cover out of date, with Upload a new cover (the wizard's upload stage asks for it).
 */
export function BookNotices({
  detail,
  misc,
  pair,
}: {
  detail: BookDetail;
  misc: BookMisc | null;
  pair: BookPair;
}) {
  const resume =
    misc?.filesPending?.includes('cover') && !misc.archived
      ? continueUploadPath({ ...misc, ...pair })
      : null;
  return (
    <BookFileNotices
      detail={detail}
      book={{
        localBookId: pair.localBookId ?? 0,
        internationalBookId: pair.internationalBookId ?? 0,
      }}
      coverAction={
        resume && (
          <Link href={resume} variant="primary">
            Upload a new cover
          </Link>
        )
      }
    />
  );
}
