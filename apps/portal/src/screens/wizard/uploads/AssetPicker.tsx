import { FileDropZone } from '@pod-portal/ui';

interface AssetPickerProps {
  label: string;
  description: string;
  accept: readonly string[];
  file: File | null;
  /** Checking the chosen file (reading a PDF takes a moment for a long book). */
  isChecking: boolean;
  error?: string;
  findings?: readonly string[];
  isDisabled?: boolean;
  onChoose: (file: File) => void;
}

/** One file of the book to choose: the drop area, the chosen name, and what preflight found. */
export function AssetPicker({
  label,
  description,
  accept,
  file,
  isChecking,
  error,
  findings = [],
  isDisabled,
  onChoose,
}: AssetPickerProps) {
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
      {isChecking && <p role="status">Checking {file?.name}…</p>}
      {!isChecking && file && !error && findings.length === 0 && (
        <p role="status">{file.name} is ready to upload.</p>
      )}
      {findings.length > 0 && (
        <div className="upload-findings" role="alert">
          <p>We found these problems in {file?.name}:</p>
          <ul>
            {findings.map((finding) => (
              <li key={finding}>{finding}</li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}
