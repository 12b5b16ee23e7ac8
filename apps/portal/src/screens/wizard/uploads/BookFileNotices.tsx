import type { components } from '@pod-portal/sdk';
import type { ReactNode } from 'react';
import type { QuotedBook } from '../drafts/wizard-stores.ts';
import { CoverOutOfDateNotice } from './CoverOutOfDateNotice.tsx';
import { RequoteOffer } from './RequoteOffer.tsx';

type BookDetail = components['schemas']['BookDetail'];

/**
 * What the server found since the book's files came that asks something of the author: a cover
 * out of date (with `coverAction`, where a new one is uploaded), and the offer to re-quote with
 * the book PDF's real page count. Shown on the book's page and at the upload stage.
 */
export function BookFileNotices({
  detail,
  book,
  coverAction,
}: {
  detail: BookDetail;
  book: QuotedBook;
  coverAction?: ReactNode;
}) {
  const outOfDate = detail.bookFiles.find((file) => file.kind === 'cover')?.outOfDate;
  return (
    <>
      {detail.requote && <RequoteOffer offer={detail.requote} book={book} />}
      {outOfDate && <CoverOutOfDateNotice outOfDate={outOfDate} book={book} action={coverAction} />}
    </>
  );
}
