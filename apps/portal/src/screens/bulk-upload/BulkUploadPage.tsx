import { Card, FileDropZone, ProgressBar } from '@pod-portal/ui';
import { BulkUploadResults } from './BulkUploadResults.tsx';
import { CsvTemplateCard } from './CsvTemplateCard.tsx';
import { useBulkUpload } from './use-bulk-upload.ts';

/**
 * Bulk CSV upload: template and example downloads, the CSV read with the domain's rules (in a
 * worker), one book created per valid row, a progress bar, then the valid and invalid lists.
 */
export function BulkUploadPage() {
  const { upload, running, percent, start } = useBulkUpload();
  const finished = upload !== null && percent === 100;
  return (
    <div className="app-dashboard">
      <h1>Bulk book upload</h1>
      <CsvTemplateCard />
      <Card title="2. Upload your CSV">
        <FileDropZone
          label="CSV file"
          acceptedFileTypes={['.csv', 'text/csv']}
          isDisabled={running && !finished}
          onSelect={(files) => void start(files)}
        />
        {(upload || running) && <ProgressBar label="Reading your books" value={percent} />}
      </Card>
      {finished && <BulkUploadResults upload={upload} />}
    </div>
  );
}
