import fp from 'fastify-plugin';
import type { FileStorage } from './file-storage.ts';
import { openStorage } from './open-storage.ts';

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
    app.decorate('storage', await openStorage(app.config.storage));
  },
  { name: 'storage', fastify: '5.x' },
);
