import { BULK_UPLOAD_TEXTS } from '@pod-portal/domain';
import { Alert, Card, Link } from '@pod-portal/ui';
import type { BulkUpload } from './use-bulk-upload.ts';

/** A finished upload: its notices, the books not created, the valid and invalid lists. */
export function BulkUploadResults({ upload }: { upload: BulkUpload }) {
  // 'No valid/invalid books found' are shown in the lists themselves; the other notices above.
  const notices = [
    ...(upload.serverDuplicates ? [BULK_UPLOAD_TEXTS.duplicates] : []),
    ...upload.result.notices,
  ].filter(
    (notice, index, all) =>
      notice !== BULK_UPLOAD_TEXTS.noValidBooks &&
      notice !== BULK_UPLOAD_TEXTS.noInvalidBooks &&
      all.indexOf(notice) === index,
  );
  return (
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
  );
}
