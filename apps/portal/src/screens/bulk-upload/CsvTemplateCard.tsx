import { bulkCsvTemplate, exampleBulkCsv } from '@pod-portal/domain';
import { Card, Link } from '@pod-portal/ui';

/** Step 1: the CSV template and an example, as downloads. */
export function CsvTemplateCard() {
  return (
    <Card title="1. Get the CSV template">
      <p>Fill in one row per book, with exactly the template's columns.</p>
      <div className="app-actions">
        <CsvDownload csv={bulkCsvTemplate()} fileName="bulk-upload-template.csv">
          Download template
        </CsvDownload>
        <CsvDownload csv={exampleBulkCsv()} fileName="bulk-upload-example.csv">
          Download example
        </CsvDownload>
      </div>
    </Card>
  );
}

function CsvDownload({
  csv,
  fileName,
  children,
}: {
  csv: string;
  fileName: string;
  children: string;
}) {
  return (
    <Link
      href={`data:text/csv;charset=utf-8,${encodeURIComponent(csv)}`}
      download={fileName}
      variant="secondary"
    >
      {children}
    </Link>
  );
}
