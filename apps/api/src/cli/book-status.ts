import { BOOK_STATUSES, isBookStatus } from '@pod-portal/domain';
import { setBookStatus } from '../features/books/index.ts';
import type { CliCommand } from './command.ts';

/** `ops book-status <bookId> <status>`: an operator moves a book record on (e.g. to proofing). */
export const command: CliCommand = {
  name: 'book-status',
  summary: "Set a book record's status",
  usage: `book-status <bookId> <${BOOK_STATUSES.join('|')}>`,
  async run(args, { db, log, jobs }) {
    const [idText = '', status = ''] = args;
    const bookId = Number(idText);
    if (!Number.isInteger(bookId) || bookId < 1 || !isBookStatus(status) || args.length !== 2) {
      log(`usage: ${command.usage}`);
      return 2;
    }
    const changed = await setBookStatus(db, bookId, status);
    if (!changed) {
      log(`no book ${bookId}`);
      return 1;
    }
    log(`book ${bookId} (${changed.region}): ${changed.previous} -> ${status}`);
    if (changed.previous === status) return 0;
    // Run through the server (the ops channel), the author's installed apps are told.
    if (jobs) {
      await jobs.send('push', { userId: changed.userId, notice: { kind: 'book-status', bookId } });
      log('the author is notified');
    } else {
      log('no notification was sent: the server is not running here');
    }
    return 0;
  },
};
