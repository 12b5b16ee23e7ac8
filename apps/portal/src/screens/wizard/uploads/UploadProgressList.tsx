import { ProgressBar } from '@pod-portal/ui';
import { describeProgress } from './upload-pace.ts';
import type { QueuedFile, QueuedFileState } from './use-upload-queue.ts';

const STATUS_TEXT: Record<QueuedFileState['status'], string> = {
  waiting: 'Waiting',
  uploading: 'Uploading',
  paused: 'Paused',
  done: 'Uploaded',
  failed: 'Stopped',
};

/** One progress bar per file being uploaded, with its speed and time left. */
export function UploadProgressList({
  queue,
  states,
}: {
  queue: readonly QueuedFile[];
  states: Readonly<Record<string, QueuedFileState>>;
}) {
  return (
    <ul className="upload-list">
      {queue.map((item) => {
        const state = states[item.id];
        if (!state) return null;
        return (
          <li key={item.id}>
            <ProgressBar
              label={`${item.label}: ${item.file.name}`}
              value={item.file.size === 0 ? 100 : (state.bytes / item.file.size) * 100}
            />
            <p className="upload-list__detail">
              {STATUS_TEXT[state.status]} ·{' '}
              {describeProgress(state.bytes, item.file.size, state.pace)}
            </p>
            {state.message && (
              <p className="wizard-error" role="alert">
                {state.message}
              </p>
            )}
          </li>
        );
      })}
    </ul>
  );
}
