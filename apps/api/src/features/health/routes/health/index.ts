import { sql } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';

const health: FastifyPluginAsync = async (app) => {
  app.get('/health', async (request, reply) => {
    const database = await app.db.execute(sql`select 1`).then(
      () => 'ok' as const,
      (error: unknown) => {
        request.log.error({ err: error }, 'database does not answer');
        return 'unavailable' as const;
      },
    );
    return reply.code(database === 'ok' ? 200 : 503).send({
      status: database === 'ok' ? 'ok' : 'degraded',
      version: app.config.version,
      database,
    });
  });
};

export default health;
