import { type ReactNode, useId, useState } from 'react';
import { DropZone, type FileDropItem, FileTrigger, isFileDropItem } from 'react-aria-components';
import { Button } from './Button.tsx';
import { classNames } from './class-names.ts';
import type { FieldTexts } from './Field.tsx';
import { PoliteStatus } from './PoliteStatus.tsx';

export interface FileDropZoneProps extends Omit<FieldTexts, 'errorMessage'> {
  errorMessage?: ReactNode;
  label: string;
  /** Offered by the file picker, e.g. ['.pdf'] or ['image/jpeg']. */
  acceptedFileTypes?: readonly string[];
  allowsMultiple?: boolean;
  /**
   * Receives every chosen or dropped file. A drop cannot be filtered by extension while it is
   * being dragged, so check the files here and answer with `isInvalid`/`errorMessage`.
   */
  onSelect: (files: File[]) => void;
  buttonLabel?: string;
  isInvalid?: boolean;
  isDisabled?: boolean;
  className?: string;
}

/** A file picker button inside a drop area; keyboard users pick, or paste into the area. */
export function FileDropZone({
  label,
  description,
  errorMessage,
  acceptedFileTypes,
  allowsMultiple,
  onSelect,
  buttonLabel = 'Choose file',
  isInvalid,
  isDisabled,
  className,
}: FileDropZoneProps) {
  const labelId = useId();
  const descriptionId = useId();
  const errorId = useId();
  const buttonId = useId();
  const [chosen, setChosen] = useState<string[]>([]);
  const report = (files: File[]) => {
    if (files.length === 0) return;
    setChosen(files.map((f) => f.name));
    onSelect(files);
  };
  const describedBy = classNames(
    description ? descriptionId : undefined,
    isInvalid && errorMessage ? errorId : undefined,
  );
  return (
    <div
      className={classNames('ui-field ui-file-field', className)}
      data-invalid={isInvalid || undefined}
    >
      <span id={labelId} className="ui-label">
        {label}
      </span>
      <DropZone
        aria-label={`${label}: drop area, paste a file here`}
        isDisabled={isDisabled}
        className="ui-drop-zone"
        onDrop={async (event) => {
          const items = event.items.filter(isFileDropItem) as FileDropItem[];
          report(await Promise.all(items.map((item) => item.getFile())));
        }}
      >
        <span className="ui-drop-zone-hint">
          Drop {allowsMultiple ? 'files' : 'a file'} here or
        </span>
        <FileTrigger
          acceptedFileTypes={acceptedFileTypes ? [...acceptedFileTypes] : undefined}
          allowsMultiple={allowsMultiple}
          onSelect={(list) => report(Array.from(list ?? []))}
        >
          <Button
            id={buttonId}
            variant="secondary"
            isDisabled={isDisabled}
            // "Choose file Book file": several pickers on a page each say which file they take.
            aria-labelledby={`${buttonId} ${labelId}`}
            aria-describedby={describedBy || undefined}
          >
            {buttonLabel}
          </Button>
        </FileTrigger>
        {chosen.length > 0 && (
          <ul className="ui-file-list" aria-label={`${label}: chosen`}>
            {chosen.map((name) => (
              <li key={name}>{name}</li>
            ))}
          </ul>
        )}
      </DropZone>
      {description && (
        <span id={descriptionId} className="ui-description">
          {description}
        </span>
      )}
      {isInvalid && errorMessage && (
        <span id={errorId} className="ui-field-error">
          {errorMessage}
        </span>
      )}
      <PoliteStatus message={chosen.length > 0 ? `Chosen: ${chosen.join(', ')}` : ''} />
    </div>
  );
}
