import type { Db } from '../../db/client.ts';
import { chatMessages } from '../../db/schema/index.ts';
import type { SendJob } from '../../jobs/job-queue.ts';
import type { AccountEmailJob } from '../accounts/index.ts';
import { announceChatChange } from '../chat/index.ts';

/**
 * Tells an author about a staff decision (or other news they must act on, such as a payee's
 * declined share), in the transaction that makes it: by a message in their support
 * conversation (`system`, so a question of theirs that staff have not answered yet stays
 * unanswered in the inbox), announced to open chats at commit, and by an account email (a job)
 * when `email` is given (a feature with an email of its own sends it itself).
 */
export async function tellAuthor(
  tx: Db,
  send: SendJob,
  notice: { userId: number; message: string; email?: AccountEmailJob },
): Promise<void> {
  const [row] = await tx
    .insert(chatMessages)
    .values({ userId: notice.userId, source: 'system', body: notice.message })
    .returning({ id: chatMessages.id });
  if (!row) throw new Error('the chat message was not stored');
  await announceChatChange(tx, { userId: notice.userId, messageId: row.id });
  if (notice.email) await send('email', notice.email);
}
