import type { FileStorage } from './file-storage.ts';
import { localFileStorage } from './local-file-storage.ts';
import type { S3Settings } from './s3-file-storage.ts';

/** Where files go: `DATA_DIR/files`, or an S3 bucket when S3_BUCKET is set. */
export type StorageSettings = { kind: 'local'; dir: string } | ({ kind: 's3' } & S3Settings);

/** The storage the settings name (the AWS SDK is loaded only for S3). */
export async function openStorage(settings: StorageSettings): Promise<FileStorage> {
  if (settings.kind === 'local') return localFileStorage(settings.dir);
  const { s3FileStorage } = await import('./s3-file-storage.ts');
  return s3FileStorage(settings);
}
