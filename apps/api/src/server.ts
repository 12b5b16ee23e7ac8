import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { embeddedDataDir, openDatabase } from './db/client.ts';
import { DEMO_ACCOUNT, seedDemoAccount } from './db/seed-demo.ts';
import { seedPricing } from './db/seed-pricing.ts';

/**
 * The process: configuration from the environment, the database migrated and seeded, the
 * server listening; SIGTERM/SIGINT close it gracefully (no new connections, in-flight
 * requests finish, then the database closes).
 */
async function main(): Promise<void> {
  const config = loadConfig();
  const database = openDatabase({
    url: config.databaseUrl,
    dataDir: embeddedDataDir(config.dataDir),
  });
  await database.migrate();
  await seedPricing(database.db);
  const demoCreated = await seedDemoAccount(database.db);
  const app = await buildApp({ config, database });
  if (config.production && !config.smtpUrl) {
    app.log.warn('NODE_ENV=production without SMTP_URL: emails are only kept in the outbox table');
  }

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down: finishing in-flight requests');
    try {
      await app.close();
      await database.close();
      process.exitCode = 0;
    } catch (error) {
      app.log.error({ err: error }, 'shutdown failed');
      process.exitCode = 1;
    }
  };
  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    process.once(signal, () => void shutdown(signal));
  }

  const address = await app.listen({ host: config.host, port: config.port });
  app.log.info(
    {
      address,
      database: database.kind,
      dataDir: config.dataDir,
      demoAccount: DEMO_ACCOUNT.email,
      demoCreated,
    },
    'server ready',
  );
  process.stdout.write(
    `\nPrint on Demand portal: ${config.publicUrl} (listening on ${address})\n` +
      `API: ${config.publicUrl}/api (health: ${config.publicUrl}/api/health)\n` +
      (config.production ? '' : `Dev mailbox: ${config.publicUrl}/dev/mailbox\n`) +
      `Demo account: ${DEMO_ACCOUNT.email} / ${DEMO_ACCOUNT.password}\n\n`,
  );
}

main().catch((error: unknown) => {
  process.stderr.write(
    `The server could not start: ${error instanceof Error ? error.stack : String(error)}\n`,
  );
  process.exit(1);
});
