import { Button } from '@pod-portal/ui';
import { saveFile } from '../../../lib/save-file.ts';

/**
 * A fixed book file: it is a new version of the file the author chose, which is kept; what was
 * fixed; the original to download or to go back to.
 */
export function FixedVersionNote({
  file,
  original,
  applied,
  isDisabled,
  onBackToOriginal,
}: {
  file: File;
  original: File;
  applied: readonly string[];
  isDisabled?: boolean;
  onBackToOriginal: () => void;
}) {
  return (
    <div className="upload-fixed">
      <p>
        <strong>{file.name}</strong> is a fixed copy of {original.name} ({applied.join('; ')}). We
        will upload the fixed copy; your original is kept as it was.
      </p>
      <div className="upload-fixed__actions">
        <Button variant="secondary" onPress={() => saveFile(file, file.name)}>
          Download the fixed file
        </Button>
        <Button variant="secondary" onPress={() => saveFile(original, original.name)}>
          Download the original
        </Button>
        <Button variant="secondary" isDisabled={isDisabled} onPress={onBackToOriginal}>
          Use the original instead
        </Button>
      </div>
    </div>
  );
}
