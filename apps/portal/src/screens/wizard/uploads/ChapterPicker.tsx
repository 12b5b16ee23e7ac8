import { AUDIO_EXTENSIONS } from '@pod-portal/domain';
import { Button, FileDropZone } from '@pod-portal/ui';
import { useState } from 'react';
import { isAllowedType } from './check-chosen-file.ts';

interface ChapterPickerProps {
  chapters: readonly File[];
  onChange: (chapters: File[]) => void;
  /** A chosen file that is not an MP3 (by name or content). */
  onRefused: (allowed: readonly string[]) => void;
  error?: string;
  isDisabled?: boolean;
}

const byName = (a: File, b: File) => a.name.localeCompare(b.name, undefined, { numeric: true });

/**
 * An audiobook's chapters: MP3 files (checked by content), kept in the order of their names
 * (chapter-2 before chapter-10), each removable.
 */
export function ChapterPicker({
  chapters,
  onChange,
  onRefused,
  error,
  isDisabled,
}: ChapterPickerProps) {
  const [checking, setChecking] = useState(false);
  const add = async (files: File[]) => {
    setChecking(true);
    const verdicts = await Promise.all(files.map((file) => isAllowedType(file, AUDIO_EXTENSIONS)));
    setChecking(false);
    if (verdicts.some((ok) => !ok)) onRefused(AUDIO_EXTENSIONS);
    const accepted = files.filter((_, index) => verdicts[index]);
    const kept = chapters.filter((chapter) => !accepted.some((file) => file.name === chapter.name));
    onChange([...kept, ...accepted].sort(byName));
  };
  return (
    <div className="upload-asset">
      <FileDropZone
        label="Audio chapters"
        description="MP3 files, one per chapter, in the order of their names."
        acceptedFileTypes={AUDIO_EXTENSIONS}
        allowsMultiple
        onSelect={(files) => void add(files)}
        buttonLabel="Add chapters"
        isInvalid={error !== undefined}
        errorMessage={error}
        isDisabled={isDisabled}
      />
      {checking && <p role="status">Checking your chapters…</p>}
      {chapters.length > 0 && (
        <ol className="upload-chapters" aria-label="Chapters">
          {chapters.map((chapter) => (
            <li key={chapter.name}>
              <span>{chapter.name}</span>
              <Button
                variant="ghost"
                isDisabled={isDisabled}
                onPress={() => onChange(chapters.filter((file) => file !== chapter))}
                aria-label={`Remove ${chapter.name}`}
              >
                Remove
              </Button>
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}
