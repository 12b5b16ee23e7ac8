import { decodeJwt } from 'jose';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { command as staffCommand } from '../../../../cli/staff.ts';
import { command as userCommand } from '../../../../cli/user.ts';
import { type SignedUp, STRONG_PASSWORD, signUp } from '../../../../test/accounts.ts';
import { type HeldEventStream, holdEventStream } from '../../../../test/event-stream.ts';
import { CORE_ROUTES } from '../../../../test/harness.ts';
import { describeOnEachDatabase } from '../../../../test/on-each-database.ts';
import { signInStaff } from '../../../../test/staff.ts';
import { revokeUserSessions } from '../../../auth/sessions.ts';

// Each case makes the change a held stream must not deliver once access has ended: the stream
// ends first (the end and the change travel in the order they were committed).
describeOnEachDatabase(
  'live streams end with the access',
  { routes: [...CORE_ROUTES, 'chat', 'staff'] },
  (server) => {
    let author: SignedUp;
    const held: HeldEventStream[] = [];
    const hold = async (path: string, token: string) => {
      const stream = await holdEventStream(`${server.url}/api${path}`, token);
      held.push(stream);
      return stream;
    };
    const emailOf = (token: string) => String(decodeJwt(token).email);
    const run = (command: typeof staffCommand, args: string[]) =>
      command.run(args, { db: server.app.db, log: () => {} });
    const authorWrites = async (token: string) => {
      const sent = await server.request('POST', '/chat/user/sendmsg', {
        token,
        body: { message: 'Anyone there?' },
      });
      expect(sent.status).toBe(201);
    };
    const staffAnswer = async (token: string, userId: number) => {
      const sent = await server.request('POST', `/staff/chats/${userId}`, {
        token,
        body: { message: 'Your proof is ready on Friday.' },
      });
      expect(sent.status).toBe(201);
    };

    beforeAll(async () => {
      author = await signUp(server, { verified: true });
    });
    afterEach(() => {
      for (const stream of held.splice(0)) stream.leave();
    });

    describe("a staff member's inbox stream", () => {
      it('ends when they are taken off staff, before another conversation changes', async () => {
        const staff = await signInStaff(server);
        const inbox = await hold('/staff/chats/events', staff.token);
        expect(await run(staffCommand, ['remove', emailOf(staff.token)])).toBe(0);
        await authorWrites(author.accessToken);
        expect(await inbox.next()).toBe('ended');
      });

      it('ends when they are suspended', async () => {
        const staff = await signInStaff(server);
        const inbox = await hold('/staff/chats/events', staff.token);
        expect(await run(userCommand, ['suspend', emailOf(staff.token)])).toBe(0);
        await authorWrites(author.accessToken);
        expect(await inbox.next()).toBe('ended');
      });
    });

    describe("an author's conversation stream", () => {
      it('ends when the author logs out, before staff answer', async () => {
        const staff = await signInStaff(server);
        const writer = await signUp(server, { verified: true });
        const conversation = await hold('/chat/user/events', writer.accessToken);
        const out = await server.request('DELETE', '/authO/logout', {
          token: writer.accessToken,
          body: { token: writer.refreshToken },
        });
        expect(out.status).toBe(200);
        await staffAnswer(staff.token, writer.id);
        expect(await conversation.next()).toBe('ended');
      });

      it('ends for the sessions signed out elsewhere, and goes on for the one kept', async () => {
        const staff = await signInStaff(server);
        const login = await server.request<{ accessToken: string }>('POST', '/authO/login', {
          body: { email: author.email, password: STRONG_PASSWORD },
        });
        expect(login.status).toBe(200);
        const kept = await hold('/chat/user/events', author.accessToken);
        const other = await hold('/chat/user/events', login.body.accessToken);
        const keptSession = String(decodeJwt(author.accessToken).sid);
        await revokeUserSessions(server.app.db, author.id, 'signed out elsewhere', keptSession);
        await staffAnswer(staff.token, author.id);
        expect(await other.next()).toBe('ended');
        expect(await kept.next()).toMatch(/^\d+$/);
      });
    });
  },
);
