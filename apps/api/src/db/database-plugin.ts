import fp from 'fastify-plugin';
import type { Database, Db } from './client.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The drizzle database every route queries. */
    db: Db;
    /** The database itself (its kind and engine), for the plugins built on it. */
    database: Database;
  }
}

/**
 * The application's database, opened, migrated and eventually closed by whoever started the
 * server (`server.ts`, or a test): this plugin only hands it to the rest.
 */
export const databasePlugin = fp<{ database: Database }>(
  async (app, { database }) => {
    app.decorate('database', database);
    app.decorate('db', database.db);
  },
  { name: 'database', fastify: '5.x' },
);
