// Runs every benchmark (`<topic>/*.bench.ts`) one after another, each in its own process so
// one benchmark's memory and JIT state never colours another's numbers.
import { spawnSync } from 'node:child_process';
import { readdirSync, statSync } from 'node:fs';
import { availableParallelism, loadavg } from 'node:os';
import { join } from 'node:path';

const root = import.meta.dirname;
const only = process.argv[2];
const files = readdirSync(root)
  .filter((entry) => statSync(join(root, entry)).isDirectory() && entry !== 'node_modules')
  .flatMap((dir) =>
    readdirSync(join(root, dir))
      .filter((file) => file.endsWith('.bench.ts'))
      .map((file) => join(dir, file)),
  )
  .filter((file) => !only || file.includes(only))
  .sort();

// Each figure depends on what else the machine was doing: the load is printed with it.
const load = (when: string) =>
  console.log(
    `machine ${when}: ${availableParallelism()} cores, load average (1, 5, 15 min) ${loadavg()
      .map((average) => average.toFixed(2))
      .join(', ')}`,
  );

let failed = 0;
for (const file of files) {
  console.log(`\n### ${file}`);
  load('before');
  const run = spawnSync(
    process.execPath,
    ['--import', 'tsx', '--conditions=@pod-portal/source', join(root, file)],
    {
      stdio: 'inherit',
    },
  );
  load('after');
  if (run.status !== 0) failed += 1;
}
if (files.length === 0) console.log('no benchmarks found');
process.exitCode = failed === 0 ? 0 : 1;
