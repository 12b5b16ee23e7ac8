import { resumeStage } from '../wizard/resume-stage.ts';

/** What the book detail panel offers. */
export interface BookActions {
  continueUpload: boolean;
  cancel: boolean;
  delete: boolean;
}

/**
 * Continue Upload Process where the wizard can resume the book (`resumeStage`), unless it is
 * cancelled (archived); Cancel for an unpaid book not archived; Delete for an archived book;
 * a paid book can be neither cancelled nor deleted.
 */
export function bookActions(book: {
  bookStage: string | null;
  filesPending?: readonly string[];
  archived: boolean;
  isPaid: boolean;
}): BookActions {
  const resumable = resumeStage(book.bookStage, book.filesPending) !== null;
  return {
    continueUpload: resumable && !book.archived,
    cancel: !book.isPaid && !book.archived,
    delete: !book.isPaid && book.archived,
  };
}
