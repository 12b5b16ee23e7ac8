import type { components } from '@pod-portal/sdk';
import { Alert, Button } from '@pod-portal/ui';
import { useRouteContext } from '@tanstack/react-router';
import { useFileDownload } from '../../lib/use-file-download.ts';

export type Statement = components['schemas']['Documents']['statements'][number];

/** A monthly statement's PDF and CSV, each saved by the browser as the server names it. */
export function StatementDownloads({ statement }: { statement: Statement }) {
  const { pod } = useRouteContext({ from: '__root__' });
  const params = { path: { statementId: statement.id } };
  const texts = (format: 'PDF' | 'CSV', fileName: string) => ({
    fileName,
    failed: `The ${statement.title} ${format} could not be downloaded. Please try again.`,
    offline: `The ${statement.title} ${format} could not be downloaded: check your connection.`,
  });
  const pdf = useFileDownload(
    () => pod.files.downloadStatementPdf({ params }),
    texts('PDF', statement.pdf_file_name),
  );
  const csv = useFileDownload(
    () => pod.files.downloadStatementCsv({ params }),
    texts('CSV', statement.csv_file_name),
  );
  const problem = pdf.problem ?? csv.problem;
  return (
    <div className="app-actions">
      <Button
        variant="secondary"
        isPending={pdf.isDownloading}
        onPress={() => void pdf.download()}
        aria-label={`Download ${statement.title} as PDF`}
      >
        PDF
      </Button>
      <Button
        variant="secondary"
        isPending={csv.isDownloading}
        onPress={() => void csv.download()}
        aria-label={`Download ${statement.title} as CSV`}
      >
        CSV
      </Button>
      {problem && <Alert variant="danger">{problem}</Alert>}
    </div>
  );
}
