import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { loadConfig } from '../config.ts';
import { embeddedDataDir, openDatabase } from '../db/client.ts';
import type { CliCommand } from './command.ts';

/** Every `src/cli/*.ts` exporting `command` (so a new command needs no edit here). */
async function commands(): Promise<CliCommand[]> {
  const files = readdirSync(import.meta.dirname).filter(
    (file) =>
      file.endsWith('.ts') &&
      !file.endsWith('.test.ts') &&
      !['index.ts', 'command.ts'].includes(file),
  );
  const modules = await Promise.all(
    files.map(
      async (file) =>
        (await import(pathToFileURL(join(import.meta.dirname, file)).href)) as {
          command?: CliCommand;
        },
    ),
  );
  return modules
    .flatMap((module) => (module.command ? [module.command] : []))
    .sort((a, b) => a.name.localeCompare(b.name));
}

function help(all: CliCommand[]): string {
  const width = Math.max(...all.map((c) => c.usage.length));
  return [
    'usage: pnpm ops <command> [arguments]',
    '',
    ...all.map((c) => `  ${c.usage.padEnd(width)}  ${c.summary}`),
  ].join('\n');
}

/** `pnpm --filter @pod-portal/api ops <command> ...`: operations on the server's database. */
async function main(argv: string[]): Promise<number> {
  const all = await commands();
  const [name, ...args] = argv;
  const command = all.find((c) => c.name === name);
  if (!command) {
    console.error(name && name !== 'help' && name !== '--help' ? `unknown command: ${name}\n` : '');
    console.error(help(all));
    return name === 'help' || name === '--help' ? 0 : 2;
  }
  const config = loadConfig();
  const database = openDatabase({
    url: config.databaseUrl,
    dataDir: embeddedDataDir(config.dataDir),
  });
  try {
    await database.migrate();
    return await command.run(args, { db: database.db, log: (line) => console.log(line) });
  } finally {
    await database.close();
  }
}

main(process.argv.slice(2)).then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    console.error(`ops failed: ${error instanceof Error ? error.message : String(error)}`);
    process.exitCode = 1;
  },
);
