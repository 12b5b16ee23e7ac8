import { databaseLocation } from '../config.ts';
import {
  acquireDataDirLock,
  DataDirBusyError,
  describeHolder,
  readLockHolder,
} from '../db/data-dir-lock.ts';
import { callOpsChannel } from '../ops/call-ops-channel.ts';
import { type OpsOutput, runOpsCommand, type WithDatabase } from '../ops/run-ops-command.ts';

const terminal: OpsOutput = {
  out: (line) => console.log(line),
  err: (line) => console.error(line),
};

/** Opens the database for one command and closes it after; the embedded one under its lock. */
function ownDatabase(location: { dataDir: string; databaseUrl: string | undefined }): WithDatabase {
  return async (use) => {
    const lock = location.databaseUrl ? undefined : acquireDataDirLock(location.dataDir, 'ops');
    // Loaded only here: a command sent to the running server needs no database code.
    const { embeddedDataDir, openDatabase } = await import('../db/client.ts');
    const database = openDatabase({
      url: location.databaseUrl,
      dataDir: embeddedDataDir(location.dataDir),
    });
    try {
      await database.migrate();
      return await use(database.db);
    } finally {
      await database.close();
      lock?.release();
    }
  };
}

/**
 * `pnpm ops <command> ...`: staff commands on the server's data. With the embedded database and
 * a running server, the command runs inside that server (through its ops channel), so the server
 * sees it at once; otherwise this process opens the database itself.
 */
async function main(argv: string[]): Promise<number> {
  const location = databaseLocation(process.env);
  if (!location.databaseUrl) {
    const holder = readLockHolder(location.dataDir);
    if (holder?.kind === 'server' && holder.ops) {
      const answer = await callOpsChannel(location.dataDir, holder.ops, argv);
      for (const { stream, text } of answer.lines) terminal[stream](text);
      return answer.exitCode;
    }
    if (holder?.kind === 'server') {
      console.error(`${describeHolder(holder)} is starting; try again once it is ready.`);
      return 1;
    }
    if (holder) {
      console.error(new DataDirBusyError(holder, location.dataDir).message);
      return 1;
    }
  }
  return runOpsCommand(argv, terminal, ownDatabase(location));
}

main(process.argv.slice(2)).then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    console.error(
      error instanceof DataDirBusyError
        ? error.message
        : `ops failed: ${error instanceof Error ? error.message : String(error)}`,
    );
    process.exitCode = 1;
  },
);
