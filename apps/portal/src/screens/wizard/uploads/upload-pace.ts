/** How an upload is going: its speed and, from it, the time left (null until measurable). */
export interface UploadPace {
  bytesPerSecond: number | null;
  secondsLeft: number | null;
}

/** Speed over the bytes sent since this run started (a resumed run counts from its start). */
export function uploadPace(
  sentSinceStart: number,
  elapsedMs: number,
  bytesLeft: number,
): UploadPace {
  if (sentSinceStart <= 0 || elapsedMs <= 0) return { bytesPerSecond: null, secondsLeft: null };
  const bytesPerSecond = (sentSinceStart * 1000) / elapsedMs;
  return { bytesPerSecond, secondsLeft: Math.ceil(bytesLeft / bytesPerSecond) };
}

const MB = 1_000_000;

/** Bytes as megabytes with one decimal ("12.3 MB"). */
const megabytes = (bytes: number) => `${(bytes / MB).toFixed(1)} MB`;

/** "about 7 seconds left", "about 3 minutes left". */
export function timeLeft(seconds: number): string {
  if (seconds < 60) return `about ${seconds} second${seconds === 1 ? '' : 's'} left`;
  const minutes = Math.ceil(seconds / 60);
  return `about ${minutes} minute${minutes === 1 ? '' : 's'} left`;
}

/** The line under a progress bar: "2.0 MB of 10.0 MB · 1.5 MB/s · about 6 seconds left". */
export function describeProgress(bytes: number, totalBytes: number, pace: UploadPace): string {
  const parts = [`${megabytes(bytes)} of ${megabytes(totalBytes)}`];
  if (pace.bytesPerSecond !== null) parts.push(`${megabytes(pace.bytesPerSecond)}/s`);
  if (pace.secondsLeft !== null && bytes < totalBytes) parts.push(timeLeft(pace.secondsLeft));
  return parts.join(' · ');
}
