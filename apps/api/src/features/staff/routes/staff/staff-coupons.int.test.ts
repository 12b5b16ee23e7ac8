import { eq } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { staffActions } from '../../../../db/schema/index.ts';
import { type SignedUp, signUp } from '../../../../test/accounts.ts';
import { describeOnEachDatabase } from '../../../../test/on-each-database.ts';
import { signInStaff } from '../../../../test/staff.ts';

describeOnEachDatabase(
  'coupons made by staff',
  { routes: ['auth', 'users', 'dev', 'coupons', 'staff'] },
  (server, database) => {
    let staff: { id: number; token: string };
    let author: SignedUp;

    beforeAll(async () => {
      staff = await signInStaff(server);
      author = await signUp(server, { verified: true });
    });

    it('creates a coupon an author can redeem, lists it with its uses, and records who made it', async () => {
      const created = await server.request('POST', '/staff/coupons', {
        token: staff.token,
        body: { code: 'winter25', kind: 'value', amount: 25, max_uses: 2 },
      });
      expect(created.status).toBe(201);
      expect(created.body).toMatchObject({
        coupon: { code: 'WINTER25', kind: 'value', amount: 25, uses: 0, max_uses: 2 },
      });
      const redeemed = await server.request('POST', '/user/addcoupon', {
        token: author.accessToken,
        body: { coupon_code: 'Winter25' },
      });
      expect(redeemed.status).toBe(200);
      const list = await server.request<{ coupons: { code: string; uses: number }[] }>(
        'GET',
        '/staff/coupons',
        { token: staff.token },
      );
      expect(list.body.coupons.find((coupon) => coupon.code === 'WINTER25')?.uses).toBe(1);
      const recorded = await database.db
        .select()
        .from(staffActions)
        .where(eq(staffActions.action, 'coupon.create'));
      expect(recorded).toEqual([
        expect.objectContaining({ staffId: staff.id, details: { code: 'WINTER25' } }),
      ]);
    });

    it('refuses a taken code, a bad code, a percentage over 100, and authors', async () => {
      const again = await server.request('POST', '/staff/coupons', {
        token: staff.token,
        body: { code: 'WINTER25', kind: 'percentage', amount: 10, max_uses: null },
      });
      expect(again.status).toBe(409);
      const badCode = await server.request('POST', '/staff/coupons', {
        token: staff.token,
        body: { code: 'no spaces', kind: 'value', amount: 10, max_uses: null },
      });
      expect(badCode.status).toBe(400);
      const tooMuch = await server.request('POST', '/staff/coupons', {
        token: staff.token,
        body: { code: 'ALL150', kind: 'percentage', amount: 150, max_uses: null },
      });
      expect(tooMuch.status).toBe(400);
      expect(tooMuch.body).toMatchObject({
        errors: [expect.objectContaining({ field: 'amount' })],
      });
      const byAuthor = await server.request('POST', '/staff/coupons', {
        token: author.accessToken,
        body: { code: 'FREEBIE', kind: 'value', amount: 1000, max_uses: null },
      });
      expect(byAuthor.status).toBe(403);
    });
  },
);
