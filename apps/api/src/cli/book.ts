import { setRenewal } from '../features/contracts/index.ts';
import type { CliCommand } from './command.ts';

/**
 * `ops book renewal <bookId> on|off`: staff mark a book whose contract changed, so its author
 * is asked to re-sign it (GET /user/booksrenewal), or clear the mark.
 */
export const command: CliCommand = {
  name: 'book',
  summary: "Mark a book's contract as needing re-signing, or clear the mark",
  usage: 'book renewal <bookId> <on|off>',
  async run(args, { db, log }) {
    const [action, idText = '', state = ''] = args;
    const bookId = Number(idText);
    const valid =
      action === 'renewal' &&
      args.length === 3 &&
      /^[1-9]\d{0,9}$/.test(idText) &&
      bookId <= 2_147_483_647 &&
      (state === 'on' || state === 'off');
    if (!valid) {
      log(`usage: ${command.usage}`);
      return 2;
    }
    const book = await setRenewal(db, bookId, state === 'on');
    if (!book) {
      log(`no book ${bookId}`);
      return 1;
    }
    log(
      state === 'on'
        ? `book ${book.id} (${book.bookTitle}, ${book.region}): contract renewal on; user ${book.userId} must re-sign`
        : `book ${book.id} (${book.bookTitle}, ${book.region}): contract renewal off`,
    );
    return 0;
  },
};
