import { Alert, Button, Table } from '@pod-portal/ui';
import { type FileCall, useFileDownload } from '../../lib/use-file-download.ts';
import { type StaffPayout, staffPayoutColumns } from './staff-payout-columns.tsx';

interface BatchPaymentsSectionProps {
  batchId: number;
  /** Which accounts: `South African accounts` or `International accounts`. */
  title: string;
  /** The file the bank pays these payouts from, as the button names it. */
  file: { label: string; name: string; call: FileCall };
  payouts: readonly StaffPayout[];
  onFail: (payout: StaffPayout) => void;
}

/** The payouts of a batch that one file pays: the file's download, then the payouts. */
export function BatchPaymentsSection({
  batchId,
  title,
  file,
  payouts,
  onFail,
}: BatchPaymentsSectionProps) {
  const download = useFileDownload(file.call, {
    fileName: file.name,
    failed: `The ${file.label} could not be downloaded. Please try again.`,
    offline: `The ${file.label} could not be downloaded: check your connection.`,
  });
  return (
    <section aria-label={`${title} of batch ${batchId}`}>
      <h3>{title}</h3>
      {download.problem && <Alert variant="danger">{download.problem}</Alert>}
      <div className="app-actions">
        <Button
          variant="secondary"
          isPending={download.isDownloading}
          onPress={() => void download.download()}
        >
          Download the {file.label}
        </Button>
      </div>
      <Table
        label={`${title} of batch ${batchId}`}
        columns={staffPayoutColumns(onFail)}
        rows={payouts}
      />
    </section>
  );
}
