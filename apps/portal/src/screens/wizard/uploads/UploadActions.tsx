import { Button } from '@pod-portal/ui';
import type { SubmitAndUpload } from './use-submit-and-upload.ts';

/**
 * Before the uploads, Back and Submit and upload (Upload for a book submitted before); while
 * they run, Pause, Resume and Cancel upload.
 */
export function UploadActions({
  sending,
  submitted,
  isChecking,
  onBack,
}: {
  sending: SubmitAndUpload;
  submitted: boolean;
  /** A chosen file is still being checked: it cannot be sent yet. */
  isChecking: boolean;
  onBack: () => void;
}) {
  const { uploads, submitting } = sending;
  const busy = submitting || uploads.isRunning;
  const statuses = Object.values(uploads.states).map((state) => state.status);
  const stopped = statuses.some((status) => status === 'paused' || status === 'failed');
  return (
    <div className="app-actions">
      {uploads.queue.length === 0 && (
        <>
          <Button variant="secondary" onPress={onBack} isDisabled={busy}>
            Back
          </Button>
          <Button
            onPress={() => void sending.submitAndUpload()}
            isPending={submitting}
            // A file still being checked cannot be sent yet; its status says so.
            isDisabled={isChecking}
          >
            {submitted ? 'Upload' : 'Submit and upload'}
          </Button>
        </>
      )}
      {uploads.isRunning && (
        <Button variant="secondary" onPress={uploads.pause}>
          Pause
        </Button>
      )}
      {stopped && !uploads.isRunning && (
        <Button onPress={() => void sending.resume()}>Resume</Button>
      )}
      {uploads.queue.length > 0 && (
        <Button variant="secondary" onPress={uploads.cancel}>
          Cancel upload
        </Button>
      )}
    </div>
  );
}
