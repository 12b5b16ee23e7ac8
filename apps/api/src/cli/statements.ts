import { isStatementMonth } from '@pod-portal/domain';
import { makeMonthStatements, unsentStatements } from '../features/statements/index.ts';
import type { CliCommand } from './command.ts';

/**
 * `ops statements make <YYYY-MM>`: makes a month's royalty statements on demand (an author
 * stated before keeps theirs), as the monthly run does; run in the server (the ops channel),
 * it also queues the email of every statement of the month not emailed yet.
 */
export const command: CliCommand = {
  name: 'statements',
  summary: "Make a month's royalty statements (and email them, in the running server)",
  usage: 'statements make <YYYY-MM>',
  async run(args, { db, log, jobs }) {
    const [action, month = ''] = args;
    if (action !== 'make' || args.length !== 2 || !isStatementMonth(month)) {
      log(`usage: ${command.usage}`);
      return 2;
    }
    const made = await makeMonthStatements(db, month);
    log(`${made} statements made for ${month}`);
    const unsent = await unsentStatements(db, month);
    if (!jobs) {
      if (unsent.length > 0)
        log(`${unsent.length} not emailed yet: run this while the server runs to email them`);
      return 0;
    }
    for (const statementId of unsent) await jobs.send('royalty-statement', { statementId });
    log(`${unsent.length} queued to be emailed`);
    return 0;
  },
};
