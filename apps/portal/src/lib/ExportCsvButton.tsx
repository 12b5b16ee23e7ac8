import { Alert, Button } from '@pod-portal/ui';
import { type FileCall, useFileDownload } from './use-file-download.ts';

interface ExportCsvButtonProps {
  /** The SDK call answering the CSV file (`pod.sales.exportCsv`...). */
  call: FileCall;
  /** What is exported, as the messages name it: 'Your sales'. */
  what: string;
  /** The name to save under when the answer gives none. */
  fileName: string;
}

/**
 * The Export CSV button of a list page: downloads every row of what the page shows as a CSV
 * file, pending while it does, and says why it could not (offline: it needs a connection).
 */
export function ExportCsvButton({ call, what, fileName }: ExportCsvButtonProps) {
  const file = useFileDownload(call, {
    fileName,
    failed: `${what} could not be exported. Please try again.`,
    offline: `Exporting needs an internet connection: ${what.toLowerCase()} could not be exported. Connect, then try again.`,
  });
  return (
    <>
      {file.problem && <Alert variant="danger">{file.problem}</Alert>}
      <div className="app-actions">
        <Button
          variant="secondary"
          isPending={file.isDownloading}
          onPress={() => void file.download()}
        >
          Export CSV
        </Button>
      </div>
    </>
  );
}
