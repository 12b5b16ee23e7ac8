import type { components } from '@pod-portal/sdk';
import { Alert, Button } from '@pod-portal/ui';
import { useRouteContext } from '@tanstack/react-router';
import { useFileDownload } from '../../lib/use-file-download.ts';

export type Statement = components['schemas']['Documents']['statements'][number];

/** A monthly statement's PDF and CSV, each saved by the browser as the server names it. */
export function StatementDownloads({ statement }: { statement: Statement }) {
  const { pod } = useRouteContext({ from: '__root__' });
  const params = { path: { statementId: statement.id } };
  const pdf = useFileDownload({
    fetch: () => pod.files.downloadStatementPdf({ params }),
    fallbackName: statement.pdf_file_name,
    type: 'application/pdf',
    what: `The ${statement.title} PDF`,
  });
  const csv = useFileDownload({
    fetch: () => pod.files.downloadStatementCsv({ params }),
    fallbackName: statement.csv_file_name,
    type: 'text/csv',
    what: `The ${statement.title} CSV`,
  });
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
