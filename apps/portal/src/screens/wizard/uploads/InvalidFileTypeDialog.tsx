import { INVALID_FILE_TYPE_TITLE } from '@pod-portal/domain';
import { AlertDialog } from '@pod-portal/ui';

interface InvalidFileTypeDialogProps {
  /** The extensions allowed for the file being chosen; null closes the dialog. */
  allowed: readonly string[] | null;
  /** An ebook without conversion takes only .epub: it may be converted for the author. */
  suggestConversion: boolean;
  onClose: () => void;
}

/** The dialog a file of a refused type opens (by its name or by its content). */
export function InvalidFileTypeDialog({
  allowed,
  suggestConversion,
  onClose,
}: InvalidFileTypeDialogProps) {
  return (
    <AlertDialog
      title={INVALID_FILE_TYPE_TITLE}
      isOpen={allowed !== null}
      onOpenChange={(open) => !open && onClose()}
      actionLabel="OK"
      onAction={onClose}
    >
      <p>Please choose a {allowed?.join(', ')} file.</p>
      {suggestConversion && (
        <p>
          If your ebook is a PDF, Word or InDesign file, go back to Cover Requirements and choose
          Epub conversion: we convert it for you.
        </p>
      )}
    </AlertDialog>
  );
}
