import { FileDropZone, ProgressBar } from '@pod-portal/ui';
import type { RenderFix } from '../preflight/FindingItem.tsx';
import { PreflightFindings } from '../preflight/PreflightFindings.tsx';
import { PrinterComparison } from '../preflight/PrinterComparison.tsx';
import { needsConsent } from '../preflight/upload-gate.ts';
import type { ChosenAsset } from './use-chosen-assets.ts';

interface AssetPickerProps {
  label: string;
  description: string;
  accept: readonly string[];
  /** The chosen file and what checking it found. */
  check: ChosenAsset;
  isDisabled?: boolean;
  onChoose: (file: File) => void;
  /** Where a safe fix's button goes under a finding it can fix. */
  renderFix?: RenderFix;
}

/**
 * One file of the book to choose: the drop area, the chosen name, the check's progress page by
 * page, what preflight found and, for a book file, how it fares at other printers.
 */
export function AssetPicker({
  label,
  description,
  accept,
  check,
  isDisabled,
  onChoose,
  renderFix,
}: AssetPickerProps) {
  const { file, checking, progress, error, findings, printers, unchecked } = check;
  return (
    <div className="upload-asset">
      <FileDropZone
        label={label}
        description={description}
        acceptedFileTypes={accept}
        onSelect={([chosen]) => chosen && onChoose(chosen)}
        buttonLabel={file ? 'Choose another file' : 'Choose file'}
        isInvalid={error !== undefined}
        errorMessage={error}
        isDisabled={isDisabled}
      />
      {checking && !progress && <p role="status">Checking {file?.name}…</p>}
      {checking && progress && (
        <ProgressBar
          label={`Checking ${file?.name}`}
          value={progress.page}
          maxValue={progress.pages}
          valueLabel={`Checking page ${progress.page} of ${progress.pages}`}
        />
      )}
      {!checking && file && !error && !findings.some(needsConsent) && (
        <p role="status">
          {file.name} is ready to upload.
          {unchecked && ' We could not check it here: it is checked once it is uploaded.'}
        </p>
      )}
      {!checking && findings.length > 0 && (
        <PreflightFindings file={file} findings={findings} renderFix={renderFix} />
      )}
      {!checking && printers && <PrinterComparison checks={printers} />}
    </div>
  );
}
