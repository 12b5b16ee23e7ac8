import type { BulkCsvResult } from '@pod-portal/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useRouteContext } from '@tanstack/react-router';
import { useState } from 'react';
import { userBooksQuery } from '../../api/user-books-query.ts';
import { useUserId } from '../../session/use-current-user.ts';
import { readBulkCsv } from './read-bulk-csv.ts';
import { useProgressTicker } from './use-progress-ticker.ts';

export interface BulkUpload {
  result: BulkCsvResult;
  /** Titles of the valid rows the server created. */
  created: string[];
  /** Whether the server refused a row as already uploaded. */
  serverDuplicates: boolean;
  failed: string[];
}

/**
 * A bulk upload: `start` reads the CSV (in a worker) and creates one book per valid row, the
 * author's books asked again after; the upload so far, whether it runs, and the progress bar's
 * percent.
 */
export function useBulkUpload() {
  const { pod } = useRouteContext({ from: '__root__' });
  const userId = useUserId();
  const queryClient = useQueryClient();
  const [upload, setUpload] = useState<BulkUpload | null>(null);
  const [running, setRunning] = useState(false);
  const percent = useProgressTicker(running);

  const start = async ([file]: File[]) => {
    if (!file) return;
    setUpload(null);
    setRunning(true);
    const result = await readBulkCsv(await file.text());
    const next: BulkUpload = { result, created: [], serverDuplicates: false, failed: [] };
    setUpload(next);
    for (const { book } of result.valid) {
      // A valid row has its 3 to 49 character title; the type allows null for the invalid ones.
      const title = book.book_title ?? '';
      try {
        const { data, outcome } = await pod.books.createBulk({
          body: { ...book, book_title: title, is_bulk: true },
        });
        if (data) next.created.push(title);
        else if (outcome.kind === 'duplicateBulkUpload') next.serverDuplicates = true;
        else next.failed.push(title);
      } catch {
        next.failed.push(title);
      }
      setUpload({ ...next });
    }
    await queryClient.invalidateQueries({ queryKey: userBooksQuery(pod, userId).queryKey });
  };

  return { upload, running, percent, start };
}
