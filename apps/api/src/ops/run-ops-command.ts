import { existsSync, readdirSync } from 'node:fs';
import { basename, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { CliCommand, CliContext } from '../cli/command.ts';
import { codeDir, moduleExtension } from '../code-location.ts';
import type { Db } from '../db/client.ts';

/** Where a command's lines go: the operator's terminal, or the ops channel's answer. */
export interface OpsOutput {
  out(line: string): void;
  err(line: string): void;
}

/** Runs `use` with the database: the server's own, or one the CLI opens for the command. */
export type WithDatabase = (use: (db: Db) => Promise<number>) => Promise<number>;

const cliDir = join(codeDir, 'cli');
const NOT_COMMANDS = new Set(['index', 'command']);

async function load(name: string): Promise<CliCommand | undefined> {
  const file = join(cliDir, `${name}${moduleExtension}`);
  const module = (await import(pathToFileURL(file).href)) as { command?: CliCommand };
  return module.command;
}

/** Every `src/cli/<name>.ts` exporting `command` (so a new command needs no registration). */
async function allCommands(): Promise<CliCommand[]> {
  const names = readdirSync(cliDir)
    .filter((file) => file.endsWith(moduleExtension) && !file.endsWith(`.test${moduleExtension}`))
    .map((file) => basename(file, moduleExtension))
    .filter((name) => !NOT_COMMANDS.has(name));
  const found = await Promise.all(names.map(load));
  return found
    .flatMap((command) => (command ? [command] : []))
    .sort((a, b) => a.name.localeCompare(b.name));
}

/** The command named `name`: its file is `src/cli/<name>.ts`, so only that module loads. */
async function commandNamed(name: string): Promise<CliCommand | undefined> {
  if (
    !/^[a-z][a-z-]*$/.test(name) ||
    NOT_COMMANDS.has(name) ||
    !existsSync(join(cliDir, `${name}${moduleExtension}`))
  ) {
    return undefined;
  }
  const command = await load(name);
  return command?.name === name ? command : undefined;
}

function help(all: CliCommand[]): string[] {
  const width = Math.max(...all.map((c) => c.usage.length));
  return [
    'usage: pnpm ops <command> [arguments]',
    '',
    ...all.map((c) => `  ${c.usage.padEnd(width)}  ${c.summary}`),
  ];
}

/**
 * `pnpm ops <command> ...`, wherever it runs (the CLI's own process, or the running server's
 * through the ops channel). Answers the exit code: 0 done, 1 refused, 2 wrong usage.
 */
export async function runOpsCommand(
  argv: readonly string[],
  output: OpsOutput,
  withDatabase: WithDatabase,
  jobs?: CliContext['jobs'],
): Promise<number> {
  const [name = '', ...args] = argv;
  const command = await commandNamed(name);
  if (!command) {
    const asked = name === 'help' || name === '--help';
    if (!asked) output.err(name ? `unknown command: ${name}\n` : '');
    for (const line of help(await allCommands())) output.err(line);
    return asked ? 0 : 2;
  }
  return withDatabase((db) =>
    command.run(args, { db, log: (line) => output.out(line), ...(jobs && { jobs }) }),
  );
}
