import { beforeAll, expect, it } from 'vitest';
import { type SignedUp, signUp } from '../../../../test/accounts.ts';
import { describeOnEachDatabase } from '../../../../test/on-each-database.ts';
import { signInStaff } from '../../../../test/staff.ts';

interface Person {
  user_id: number;
  name: string;
  email: string;
}

interface StaffActions {
  actions: {
    id: number;
    kind: string;
    staff: Person;
    author: Person | null;
    details: Record<string, unknown>;
  }[];
  next_before: number | null;
  kinds: string[];
  staff: Person[];
}

describeOnEachDatabase(
  'what staff did, as staff read it',
  { routes: ['auth', 'users', 'dev', 'coupons', 'chat', 'staff'] },
  (server) => {
    let lerato: { id: number; token: string };
    let sipho: { id: number; token: string };
    let thandi: SignedUp;
    let pieter: SignedUp;
    const read = (query = '') =>
      server.request<StaffActions>('GET', `/staff/actions${query}`, { token: lerato.token });

    beforeAll(async () => {
      lerato = await signInStaff(server);
      sipho = await signInStaff(server);
      thandi = await signUp(server, { verified: true });
      pieter = await signUp(server, { verified: true });
      const done = [
        await server.request('POST', '/staff/coupons', {
          token: lerato.token,
          body: { code: 'AUDIT10', kind: 'percentage', amount: 10, max_uses: null },
        }),
        await server.request('POST', `/staff/chats/${thandi.id}`, {
          token: sipho.token,
          body: { message: 'Your proof is on its way.' },
        }),
        await server.request('POST', `/staff/chats/${pieter.id}`, {
          token: lerato.token,
          body: { message: 'We have your cover.' },
        }),
        await server.request('POST', '/staff/ledger', {
          token: sipho.token,
          body: { user_id: thandi.id, type: 'royalty', amount: 120.5, note: 'Royalties Q3 2026' },
        }),
      ];
      expect(done.map((answer) => answer.status)).toEqual([201, 201, 201, 201]);
    });

    it('lists every action newest first, with who did it, the author and the details', async () => {
      const answer = await read();
      expect(answer.status).toBe(200);
      expect(answer.body.actions.map((action) => [action.kind, action.staff.user_id])).toEqual([
        ['balance.royalty', sipho.id],
        ['chat.reply', lerato.id],
        ['chat.reply', sipho.id],
        ['coupon.create', lerato.id],
      ]);
      const [royalty, , , coupon] = answer.body.actions;
      expect(royalty?.author).toEqual(
        expect.objectContaining({ user_id: thandi.id, email: thandi.email }),
      );
      expect(royalty?.details).toMatchObject({ note: 'Royalties Q3 2026' });
      expect(coupon).toMatchObject({ author: null, details: { code: 'AUDIT10' } });
      expect(answer.body.next_before).toBeNull();
      expect(answer.body.kinds).toContain('book.status');
      expect(answer.body.staff.map((member) => member.user_id)).toEqual(
        expect.arrayContaining([lerato.id, sipho.id]),
      );
    });

    it('narrows by staff member, author (id or email) and kind', async () => {
      const kindsOf = (answer: { body: StaffActions }) =>
        answer.body.actions.map((action) => action.kind);
      expect(kindsOf(await read(`?staff_id=${sipho.id}`))).toEqual([
        'balance.royalty',
        'chat.reply',
      ]);
      expect(kindsOf(await read(`?user_id=${thandi.id}`))).toEqual([
        'balance.royalty',
        'chat.reply',
      ]);
      expect(
        kindsOf(await read(`?author_email=${encodeURIComponent(pieter.email.toUpperCase())}`)),
      ).toEqual(['chat.reply']);
      const replies = await read(`?kind=chat.reply&staff_id=${lerato.id}`);
      expect(replies.body.actions).toEqual([
        expect.objectContaining({
          kind: 'chat.reply',
          author: expect.objectContaining({ user_id: pieter.id }),
        }),
      ]);
      expect((await read(`?kind=book.status`)).body.actions).toEqual([]);
    });

    it('pages on with before, newest first, each action once', async () => {
      const seen: string[] = [];
      let query = '?limit=3';
      const first = await read(query);
      expect(first.body.actions).toHaveLength(3);
      seen.push(...first.body.actions.map((action) => action.kind));
      expect(first.body.next_before).toBe(first.body.actions[2]?.id);
      query = `?limit=3&before=${first.body.next_before}`;
      const second = await read(query);
      seen.push(...second.body.actions.map((action) => action.kind));
      expect(second.body.next_before).toBeNull();
      expect(seen).toEqual(['balance.royalty', 'chat.reply', 'chat.reply', 'coupon.create']);
    });

    it('is for staff only, and refuses a kind that does not exist', async () => {
      const byAuthor = await server.request('GET', '/staff/actions', {
        token: thandi.accessToken,
      });
      expect(byAuthor.status).toBe(403);
      expect((await read('?kind=coupon.delete')).status).toBe(400);
      expect((await read('?limit=0')).status).toBe(400);
    });
  },
);
