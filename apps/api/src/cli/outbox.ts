import { desc } from 'drizzle-orm';
import { outbox } from '../db/schema/index.ts';
import type { CliCommand } from './command.ts';

const usage = 'outbox [<count>]';

/** `ops outbox`: the newest messages kept in the dev outbox (default 10), with their text. */
export const command: CliCommand = {
  name: 'outbox',
  summary: 'List the newest messages of the dev outbox (kept when SMTP_URL is not set)',
  usage,
  async run(args, { db, log }) {
    const count = args.length === 0 ? 10 : Number(args[0]);
    if (!Number.isInteger(count) || count < 1 || args.length > 1) {
      log(`usage: ${usage}`);
      return 2;
    }
    const messages = await db.select().from(outbox).orderBy(desc(outbox.id)).limit(count);
    if (messages.length === 0) log('the outbox is empty');
    for (const message of messages) {
      log(`#${message.id} ${message.createdAt.toISOString()} to ${message.to}: ${message.subject}`);
      log(message.text.replace(/^/gm, '    '));
    }
    return 0;
  },
};
