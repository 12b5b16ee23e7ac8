import { parseBookMisc } from '@pod-portal/domain';
import { useQuery } from '@tanstack/react-query';
import { useRouteContext } from '@tanstack/react-router';
import { useEffect } from 'react';
import { bookDetailQuery } from '../../../api/book-detail-query.ts';
import { useStoredValue } from '../../../lib/stored-value.ts';
import { useUserId } from '../../../session/use-current-user.ts';
import { EMPTY_DRAFT } from '../drafts/book-draft.ts';
import {
  clearSubmission,
  completedStagesStore,
  draftStore,
  quotedBookStore,
} from '../drafts/wizard-stores.ts';
import type { WizardSearch } from './wizard-search.ts';

/**
 * Continue Upload Process from Your books (`?continue=true&lbid=..&ibid=..&region=..`): the
 * book's records are read and the draft becomes that book (format, title, markets, genre),
 * with general info recorded as done. A draft already on that book is left as it is. Answers
 * whether the book is still being loaded: a stage shown before would start from the draft it
 * replaces (the metadata form's genre and BISAC code, say).
 */
export function useResumeBook(search: WizardSearch): { loading: boolean } {
  const { pod } = useRouteContext({ from: '__root__' });
  const userId = useUserId();
  const localBookId = search.lbid ?? null;
  const internationalBookId = search.ibid ?? null;
  const region = search.region ?? (localBookId ? (internationalBookId ? 'li' : 'l') : 'i');
  const resuming =
    search.continue === true && (localBookId !== null || internationalBookId !== null);
  const detail = useQuery({
    ...bookDetailQuery(pod, userId, { localBookId, internationalBookId, region }),
    enabled: resuming,
  });
  const [current] = useStoredValue(quotedBookStore);
  const onThisBook =
    current?.localBookId === (localBookId ?? 0) &&
    current.internationalBookId === (internationalBookId ?? 0);
  const book = detail.data?.localBook ?? detail.data?.internationalBook;
  useEffect(() => {
    if (!resuming || !book || onThisBook) return;
    const ids = { localBookId: localBookId ?? 0, internationalBookId: internationalBookId ?? 0 };
    const misc = parseBookMisc(book.misc);
    const stored = misc.ok ? misc.value.genre : undefined;
    const genre = typeof stored === 'string' ? stored : null;
    draftStore.set({
      ...EMPTY_DRAFT,
      title: book.book_title,
      format: book.format_type,
      isLocal: detail.data?.localBook != null,
      isInternational: detail.data?.internationalBook != null,
      numPages: book.no_of_pages,
      genre,
      bisacCode: genre ?? '',
    });
    quotedBookStore.set(ids);
    completedStagesStore.set([
      'publishing-rights',
      'general-info',
      'calculator',
      'confirm-details',
    ]);
    clearSubmission();
  }, [book, detail.data, resuming, onThisBook, localBookId, internationalBookId]);
  // Loading until the draft is the book's, or the book cannot be had (the stage shows as is).
  return { loading: resuming && !onThisBook && (detail.isPending || book !== undefined) };
}
