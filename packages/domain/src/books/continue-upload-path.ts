import { resumeStage } from '../wizard/resume-stage.ts';

/**
 * The Continue Upload Process link of a book, e.g.
 * `/new-book/publisher-info?continue=true&lbid=12&ibid=13&region=li`; null when the stage
 * cannot be resumed. `region` holds l for a local book, i for an international one.
 */
export function continueUploadPath(book: {
  bookStage: string | null;
  filesPending?: readonly string[];
  localBookId: number | null;
  internationalBookId: number | null;
}): string | null {
  const stage = resumeStage(book.bookStage, book.filesPending);
  if (!stage) return null;
  const region = `${book.localBookId === null ? '' : 'l'}${book.internationalBookId === null ? '' : 'i'}`;
  const query = new URLSearchParams({
    continue: 'true',
    lbid: String(book.localBookId ?? ''),
    ibid: String(book.internationalBookId ?? ''),
    region,
  });
  return `/new-book/${stage}?${query}`;
}
