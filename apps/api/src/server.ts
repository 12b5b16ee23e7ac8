import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { embeddedDataDir, openDatabase } from './db/client.ts';
import { createEmbeddedDatabase } from './db/create-embedded-database.ts';
import { acquireDataDirLock, DataDirBusyError } from './db/data-dir-lock.ts';
import { seedPricing } from './db/seed-pricing.ts';
import { ConfigError } from './environment.ts';
import { DEMO_ACCOUNT, seedDemoAccount } from './features/accounts/index.ts';
import { type OpsChannel, openOpsChannel } from './ops/ops-channel.ts';

/**
 * The process: configuration from the environment, the database migrated and seeded, the
 * server listening; SIGTERM/SIGINT close it gracefully (no new connections, in-flight
 * requests finish, then the database closes).
 */
async function main(): Promise<void> {
  const config = loadConfig();
  // The embedded database is this process's alone: a second server (or an ops command that
  // opened it) is refused here, naming the holder, before PGlite touches the files.
  const lock = config.databaseUrl ? undefined : acquireDataDirLock(config.dataDir, 'server');
  if (!config.databaseUrl) await createEmbeddedDatabase(embeddedDataDir(config.dataDir));
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

  let opsChannel: OpsChannel | undefined;
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down: finishing in-flight requests');
    try {
      await opsChannel?.close();
      await app.close();
      await database.close();
      lock?.release();
      process.exitCode = 0;
      process.stdout.write(
        '\nPrint on Demand stopped: every request was answered, the database is closed.\n',
      );
    } catch (error) {
      app.log.error({ err: error }, 'shutdown failed');
      process.exitCode = 1;
    }
  };
  // `on`, not `once`: Ctrl-C reaches this process twice (from the terminal, and forwarded by
  // pnpm), and the second must not kill it halfway through the shutdown.
  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    process.on(signal, () => void shutdown(signal));
  }

  const address = await app.listen({ host: config.host, port: config.port });
  if (lock) {
    // Staff commands (`pnpm ops`) reach this process's database through the channel.
    opsChannel = await openOpsChannel({
      dataDir: config.dataDir,
      db: database.db,
      jobs: app.jobs,
      log: app.log,
    });
    lock.update({ address, ops: opsChannel.endpoint });
  }
  app.log.info(
    {
      address,
      database: database.kind,
      dataDir: config.dataDir,
      // The demo account's address is in the banner below: no email address goes to the log.
      demoCreated,
    },
    'server ready',
  );
  process.stdout.write(
    `\nPrint on Demand portal: ${config.publicUrl} (listening on ${address})\n` +
      `API: ${config.publicUrl}/api (health: ${config.publicUrl}/api/health, reference: ${config.publicUrl}/api/docs)\n` +
      (config.production ? '' : `Dev mailbox: ${config.publicUrl}/dev/mailbox\n`) +
      `Demo account: ${DEMO_ACCOUNT.email} / ${DEMO_ACCOUNT.password}\n\n`,
  );
}

main().catch((error: unknown) => {
  process.stderr.write(
    error instanceof DataDirBusyError || error instanceof ConfigError
      ? `The server could not start: ${error.message}\n`
      : `The server could not start: ${error instanceof Error ? error.stack : String(error)}\n`,
  );
  process.exit(1);
});
