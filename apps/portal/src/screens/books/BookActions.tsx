import {
  ARCHIVE_FAILED_MESSAGE,
  ARCHIVE_SUCCEEDED_MESSAGE,
  type BookMisc,
  bookActions,
  continueUploadPath,
  DELETE_FAILED_MESSAGE,
  DELETE_SUCCEEDED_MESSAGE,
} from '@pod-portal/domain';
import type { components } from '@pod-portal/sdk';
import { AlertDialog, Button, Link } from '@pod-portal/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useRouteContext } from '@tanstack/react-router';
import { useState } from 'react';
import { userBooksQuery } from '../../api/user-books-query.ts';
import { useUserId } from '../../session/use-current-user.ts';
import type { BookPair } from './book-pair.ts';

type Book = components['schemas']['Book'];

export interface Notice {
  variant: 'success' | 'danger';
  text: string;
}

const TEXTS = {
  cancel: {
    title: 'Cancel book',
    question: 'Cancel this book? It stays in your list as cancelled, and you can delete it later.',
    succeeded: ARCHIVE_SUCCEEDED_MESSAGE,
    failed: ARCHIVE_FAILED_MESSAGE,
  },
  delete: {
    title: 'Delete book',
    question: 'Delete this book and its files? This cannot be undone.',
    succeeded: DELETE_SUCCEEDED_MESSAGE,
    failed: DELETE_FAILED_MESSAGE,
  },
} as const;

interface BookActionsProps {
  book: Book;
  misc: BookMisc;
  pair: BookPair;
  onNotice: (notice: Notice) => void;
}

/** Continue Upload Process, Cancel book and Delete book, each offered only when it applies. */
export function BookActions({ book, misc, pair, onNotice }: BookActionsProps) {
  const { pod } = useRouteContext({ from: '__root__' });
  const userId = useUserId();
  const queryClient = useQueryClient();
  const [asking, setAsking] = useState<'cancel' | 'delete' | null>(null);
  const offered = bookActions(misc);
  const resume = offered.continueUpload
    ? continueUploadPath({
        bookStage: misc.bookStage,
        filesPending: misc.filesPending,
        localBookId: pair.localBookId,
        internationalBookId: pair.internationalBookId,
      })
    : null;

  const run = async (action: 'cancel' | 'delete') => {
    const send = action === 'cancel' ? pod.books.archive : pod.books.delete;
    let succeeded = false;
    try {
      const { data } = await send({
        params: {
          path: {
            localBookId: pair.localBookId ?? 0,
            internationalBookId: pair.internationalBookId ?? 0,
          },
        },
      });
      succeeded = data?.statusCode === 0;
    } catch {
      succeeded = false;
    }
    onNotice({
      variant: succeeded ? 'success' : 'danger',
      text: succeeded ? TEXTS[action].succeeded : TEXTS[action].failed,
    });
    if (succeeded)
      await queryClient.invalidateQueries({ queryKey: userBooksQuery(pod, userId).queryKey });
  };

  if (!resume && !offered.cancel && !offered.delete) return null;
  return (
    <div className="app-actions">
      {resume && (
        <Link href={resume} variant="primary">
          Continue Upload Process
        </Link>
      )}
      {offered.cancel && (
        <Button variant="secondary" onPress={() => setAsking('cancel')}>
          Cancel book
        </Button>
      )}
      {offered.delete && (
        <Button variant="danger" onPress={() => setAsking('delete')}>
          Delete book
        </Button>
      )}
      {asking && (
        <AlertDialog
          isOpen
          title={TEXTS[asking].title}
          actionLabel={TEXTS[asking].title}
          cancelLabel="Keep book"
          variant={asking === 'delete' ? 'danger' : 'primary'}
          onAction={() => void run(asking)}
          onOpenChange={(isOpen) => {
            if (!isOpen) setAsking(null);
          }}
        >
          {`${book.book_title}: ${TEXTS[asking].question}`}
        </AlertDialog>
      )}
    </div>
  );
}
