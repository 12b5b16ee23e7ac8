import {
  BULK_UPLOAD_TEXTS,
  type BulkCsvResult,
  bulkCsvTemplate,
  exampleBulkCsv,
} from '@pod-portal/domain';
import { Alert, Card, FileDropZone, Link, ProgressBar } from '@pod-portal/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useRouteContext } from '@tanstack/react-router';
import { useState } from 'react';
import { userBooksQuery } from '../../api/user-books-query.ts';
import { useUserId } from '../../session/use-current-user.ts';
import { readBulkCsv } from './read-bulk-csv.ts';
import { useProgressTicker } from './use-progress-ticker.ts';

const csvHref = (csv: string) => `data:text/csv;charset=utf-8,${encodeURIComponent(csv)}`;

interface Upload {
  result: BulkCsvResult;
  /** Titles of the valid rows the server created. */
  created: string[];
  /** Whether the server refused a row as already uploaded. */
  serverDuplicates: boolean;
  failed: string[];
}

/**
 * Bulk CSV upload: template and example downloads, the CSV read with the domain's rules (in a
 * worker), one
 * book created per valid row, a progress bar, then the valid and invalid lists.
 */
export function BulkUploadPage() {
  const { pod } = useRouteContext({ from: '__root__' });
  const userId = useUserId();
  const queryClient = useQueryClient();
  const [upload, setUpload] = useState<Upload | null>(null);
  const [running, setRunning] = useState(false);
  const percent = useProgressTicker(running);
  const finished = upload !== null && percent === 100;

  const start = async ([file]: File[]) => {
    if (!file) return;
    setUpload(null);
    setRunning(true);
    const result = await readBulkCsv(await file.text());
    const next: Upload = { result, created: [], serverDuplicates: false, failed: [] };
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

  // 'No valid/invalid books found' are shown in the lists themselves; the other notices above.
  const notices = upload
    ? [
        ...(upload.serverDuplicates ? [BULK_UPLOAD_TEXTS.duplicates] : []),
        ...upload.result.notices,
      ].filter(
        (notice, index, all) =>
          notice !== BULK_UPLOAD_TEXTS.noValidBooks &&
          notice !== BULK_UPLOAD_TEXTS.noInvalidBooks &&
          all.indexOf(notice) === index,
      )
    : [];

  return (
    <div className="app-dashboard">
      <h1>Bulk book upload</h1>
      <Card title="1. Get the CSV template">
        <p>Fill in one row per book, with exactly the template's columns.</p>
        <div className="app-actions">
          <Link
            href={csvHref(bulkCsvTemplate())}
            download="bulk-upload-template.csv"
            variant="secondary"
          >
            Download template
          </Link>
          <Link
            href={csvHref(exampleBulkCsv())}
            download="bulk-upload-example.csv"
            variant="secondary"
          >
            Download example
          </Link>
        </div>
      </Card>
      <Card title="2. Upload your CSV">
        <FileDropZone
          label="CSV file"
          acceptedFileTypes={['.csv', 'text/csv']}
          isDisabled={running && !finished}
          onSelect={(files) => void start(files)}
        />
        {(upload || running) && <ProgressBar label="Reading your books" value={percent} />}
      </Card>
      {finished && (
        <>
          {notices.map((notice) => (
            <Alert key={notice} variant="danger">
              {notice}
            </Alert>
          ))}
          {upload.failed.length > 0 && (
            <Alert variant="danger">{`These books could not be created: ${upload.failed.join(', ')}`}</Alert>
          )}
          <Card title="Valid Books">
            {upload.created.length > 0 ? (
              <ul>
                {upload.created.map((title) => (
                  <li key={title}>{title}</li>
                ))}
              </ul>
            ) : (
              <p>{BULK_UPLOAD_TEXTS.noValidBooks}</p>
            )}
          </Card>
          <Card title="Invalid Books">
            {upload.result.invalid.length > 0 ? (
              <ul>
                {upload.result.invalid.map(({ row, title, reasons }) => (
                  <li key={row}>
                    <strong>{title}</strong> (row {row}): {reasons.join(' ')}
                  </li>
                ))}
              </ul>
            ) : (
              <p>{BULK_UPLOAD_TEXTS.noInvalidBooks}</p>
            )}
          </Card>
          <Link href="/books" variant="primary">
            Complete Process
          </Link>
        </>
      )}
    </div>
  );
}
