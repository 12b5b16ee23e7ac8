import type { PreflightFinding } from '@pod-portal/domain';
import { FileDropZone, PoliteStatus, ProgressBar } from '@pod-portal/ui';
import { useEffect, useRef } from 'react';
import type { SafeFix } from '../../../preflight-fixes/index.ts';
import { PreflightFindings } from '../preflight/PreflightFindings.tsx';
import { PrinterComparison } from '../preflight/PrinterComparison.tsx';
import { SafeFixAction } from '../preflight/SafeFixAction.tsx';
import { needsConsent } from '../preflight/upload-gate.ts';
import { FixedVersionNote } from './FixedVersionNote.tsx';
import type { ChosenAsset } from './use-chosen-assets.ts';

interface AssetPickerProps {
  label: string;
  description: string;
  accept: readonly string[];
  /** The chosen file and what checking it found. */
  check: ChosenAsset;
  isDisabled?: boolean;
  onChoose: (file: File) => void;
  /** Applies a safe fix offered under a finding (a book file's). */
  onFix?: (fix: SafeFix) => void;
  /** Goes back from a fixed version to the file as chosen. */
  onBackToOriginal?: () => void;
}

/** What a screen reader hears of a fix: that it is done (the new file is then checked), or why not. */
function fixStatus({ file, fixed, fixError }: ChosenAsset): string {
  if (fixError) return fixError.message;
  const last = fixed?.applied.at(-1);
  if (!file || !fixed || !last) return '';
  return `Done: ${last}. ${file.name} is a fixed copy of ${fixed.original.name}.`;
}

/**
 * One file of the book to choose: the drop area, the chosen name, the check's progress page by
 * page, what preflight found (with a button for each safe fix under the finding it answers) and,
 * for a book file, how it fares at other printers. A fixed file says what it is a copy of; once
 * a fix is done, or the original chosen again, the focus goes to what checking it shows.
 */
export function AssetPicker({
  label,
  description,
  accept,
  check,
  isDisabled,
  onChoose,
  onFix,
  onBackToOriginal,
}: AssetPickerProps) {
  const { file, checking, progress, error, findings, printers, unchecked, fixes, fixing, fixed } =
    check;
  const outcome = useRef<HTMLDivElement>(null);
  const fixCount = fixed?.applied.length ?? 0;
  useEffect(() => {
    // The fix's button is gone with the findings it was under: the focus goes on from here.
    if (fixCount > 0) outcome.current?.focus();
  }, [fixCount]);
  const renderFix = (finding: PreflightFinding) => {
    const placed = fixes?.filter((each) => each.finding === finding) ?? [];
    if (!onFix || !file || placed.length === 0) return null;
    return placed.map(({ fix }) => (
      <SafeFixAction
        key={fix.kind}
        fix={fix}
        fileName={file.name}
        isFixing={fixing === fix}
        isDisabled={fixing !== undefined && fixing !== fix}
        error={check.fixError?.fix === fix ? check.fixError.message : undefined}
        onApply={() => onFix(fix)}
      />
    ));
  };
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
      <PoliteStatus message={fixStatus(check)} />
      <div ref={outcome} tabIndex={-1} className="upload-asset__outcome">
        {file && fixed && onBackToOriginal && (
          <FixedVersionNote
            file={file}
            original={fixed.original}
            applied={fixed.applied}
            isDisabled={isDisabled}
            onBackToOriginal={() => {
              onBackToOriginal();
              outcome.current?.focus();
            }}
          />
        )}
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
    </div>
  );
}
