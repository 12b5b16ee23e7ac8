import { readFile } from 'node:fs/promises';
import { formatMoney } from '@pod-portal/domain';
import { importOrders, ORDER_CSV_HEADERS, parseOrdersCsv } from '../features/orders/index.ts';
import type { CliCommand } from './command.ts';

/**
 * `ops orders import <file.csv>`: staff record the marketplace's orders (we cannot reach the
 * marketplace): all lines or, when one is wrong, none, with every problem listed.
 */
export const command: CliCommand = {
  name: 'orders',
  summary: 'Record marketplace orders from a CSV file',
  usage: 'orders import <file.csv>',
  async run(args, { db, log }) {
    const [action, file] = args;
    if (action !== 'import' || !file || args.length !== 2) {
      log(`usage: ${command.usage}`);
      log(`columns: ${ORDER_CSV_HEADERS.join(', ')}`);
      return 2;
    }
    let csv: string;
    try {
      csv = await readFile(file, 'utf8');
    } catch {
      log(`cannot read ${file}`);
      return 1;
    }
    const parsed = parseOrdersCsv(csv);
    const outcome = parsed.ok ? await importOrders(db, parsed.lines) : parsed;
    if (!outcome.ok) {
      for (const error of outcome.errors) log(error);
      log('nothing was recorded');
      return 1;
    }
    log(`${outcome.added} order lines added, ${outcome.updated} updated`);
    log(
      `royalties: ${formatMoney(outcome.creditedCents, 'ZAR')} credited, ${formatMoney(outcome.reversedCents, 'ZAR')} reversed`,
    );
    return 0;
  },
};
