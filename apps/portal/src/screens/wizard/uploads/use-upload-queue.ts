import type { UploadResult } from '@pod-portal/sdk';
import { useRouteContext } from '@tanstack/react-router';
import { useCallback, useRef, useState } from 'react';
import { uploadFailureMessage } from './upload-failure-message.ts';
import { type UploadPace, uploadPace } from './upload-pace.ts';

/** One file to upload: the book file, the cover, or an audio chapter. */
export interface QueuedFile {
  id: string;
  kind: 'book' | 'cover' | 'audio';
  label: string;
  file: File;
}

export interface QueuedFileState {
  status: 'waiting' | 'uploading' | 'paused' | 'done' | 'failed';
  bytes: number;
  pace: UploadPace;
  message?: string;
  /** Where a paused or failed upload goes on. */
  nextIndex?: number;
}

export type QueueOutcome = 'done' | 'paused' | 'failed' | 'cancelled';

const NO_PACE: UploadPace = { bytesPerSecond: null, secondsLeft: null };
const WAITING: QueuedFileState = { status: 'waiting', bytes: 0, pace: NO_PACE };

/**
 * Uploads a book's files one after the other in chunks, with each file's progress, speed and
 * time left. Pause stops after the chunk in flight and Resume goes on from where the server
 * stands; Cancel stops and forgets the queue (what the server holds resumes the next time the
 * same file is chosen).
 */
export function useUploadQueue(book: { localBookId: number; internationalBookId: number }) {
  const { pod } = useRouteContext({ from: '__root__' });
  const [queue, setQueue] = useState<QueuedFile[]>([]);
  const [states, setStates] = useState<Record<string, QueuedFileState>>({});
  const statesRef = useRef(states);
  const controller = useRef<AbortController | null>(null);
  const stopping = useRef<'pause' | 'cancel' | null>(null);

  const update = useCallback((id: string, state: Partial<QueuedFileState>) => {
    statesRef.current = {
      ...statesRef.current,
      [id]: { ...(statesRef.current[id] ?? WAITING), ...state },
    };
    setStates(statesRef.current);
  }, []);

  const uploadOne = useCallback(
    async (item: QueuedFile): Promise<UploadResult> => {
      const send = {
        book: pod.uploads.bookFile,
        cover: pod.uploads.coverFile,
        audio: pod.uploads.audioFile,
      }[item.kind];
      const abort = new AbortController();
      controller.current = abort;
      // Speed is measured from the first chunk this run confirms (a resumed file starts late).
      let first: { bytes: number; at: number } | null = null;
      update(item.id, { status: 'uploading', message: undefined });
      return send(
        { file: item.file, ...book },
        {
          signal: abort.signal,
          startIndex: statesRef.current[item.id]?.nextIndex,
          onProgress: ({ bytes, totalBytes }) => {
            if (abort.signal.aborted) return;
            const now = performance.now();
            first ??= { bytes, at: now };
            update(item.id, {
              bytes,
              pace: uploadPace(bytes - first.bytes, now - first.at, totalBytes - bytes),
            });
          },
        },
      );
    },
    [pod, book, update],
  );

  const run = useCallback(
    async (files: readonly QueuedFile[]): Promise<QueueOutcome> => {
      stopping.current = null;
      for (const item of files) {
        if (statesRef.current[item.id]?.status === 'done') continue;
        const result = await uploadOne(item);
        if (stopping.current === 'cancel') return 'cancelled';
        if (result.kind === 'done') {
          update(item.id, { status: 'done', bytes: item.file.size, pace: NO_PACE });
          continue;
        }
        if (result.kind === 'aborted') {
          update(item.id, { status: 'paused', nextIndex: result.nextIndex, pace: NO_PACE });
          return 'paused';
        }
        update(item.id, {
          status: 'failed',
          nextIndex: result.nextIndex,
          pace: NO_PACE,
          message: uploadFailureMessage(result.cause),
        });
        return 'failed';
      }
      return 'done';
    },
    [uploadOne, update],
  );

  const start = useCallback(
    (files: QueuedFile[]) => {
      statesRef.current = Object.fromEntries(files.map((file) => [file.id, WAITING]));
      setStates(statesRef.current);
      setQueue(files);
      return run(files);
    },
    [run],
  );

  const pause = () => {
    stopping.current = 'pause';
    controller.current?.abort();
  };

  // Cancel forgets the queue at once, whether a chunk is in flight or the queue is paused.
  const cancel = () => {
    stopping.current = 'cancel';
    controller.current?.abort();
    statesRef.current = {};
    setStates({});
    setQueue([]);
  };

  return {
    queue,
    states,
    start,
    resume: () => run(queue),
    pause,
    cancel,
    isRunning: Object.values(states).some((state) => state.status === 'uploading'),
  };
}
