import type { components } from '@pod-portal/sdk';
import type { ReactNode } from 'react';
import { CoverTemplateLink } from '../book-details/CoverTemplateLink.tsx';
import type { QuotedBook } from '../drafts/wizard-stores.ts';

type CoverOutOfDate = components['schemas']['CoverOutOfDate'];

/**
 * An uploaded cover that no longer fits its book (the page count, paper or trim changed): the
 * size it must now be, the new template, and where a new cover is uploaded (`action`).
 */
export function CoverOutOfDateNotice({
  outOfDate,
  book,
  action,
}: {
  outOfDate: CoverOutOfDate;
  book: QuotedBook;
  action?: ReactNode;
}) {
  return (
    <section className="upload-findings" aria-labelledby="cover-out-of-date">
      <p id="cover-out-of-date">
        <strong>Cover out of date</strong>
      </p>
      <p>{outOfDate.message}</p>
      <CoverTemplateLink book={book} />
      {action}
    </section>
  );
}
