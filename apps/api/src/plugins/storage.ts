import fp from 'fastify-plugin';
import type { FileStorage } from '../storage/file-storage.ts';
import { localFileStorage } from '../storage/local-file-storage.ts';

declare module 'fastify' {
  interface FastifyInstance {
    storage: FileStorage;
  }
}

/**
 * File storage: the local disk under DATA_DIR/files, or the S3 bucket S3_BUCKET names (the AWS
 * SDK is loaded only then).
 */
export const storagePlugin = fp(
  async (app) => {
    const settings = app.config.storage;
    if (settings.kind === 'local') {
      app.decorate('storage', localFileStorage(settings.dir));
      return;
    }
    const { s3FileStorage } = await import('../storage/s3-file-storage.ts');
    app.decorate('storage', s3FileStorage(settings));
  },
  { name: 'storage', fastify: '5.x' },
);
