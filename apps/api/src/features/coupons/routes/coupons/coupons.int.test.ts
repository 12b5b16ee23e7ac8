import { randomBytes } from 'node:crypto';
import { expect, it } from 'vitest';
import { signUp } from '../../../../test/accounts.ts';
import { describeOnEachDatabase } from '../../../../test/on-each-database.ts';
import { createCoupon } from '../../create-coupon.ts';

const code = () => `T${randomBytes(4).toString('hex').toUpperCase()}`;

describeOnEachDatabase('coupons', {}, (server, database) => {
  const redeem = (token: string, coupon_code: string) =>
    server.request('POST', '/user/addcoupon', { token, body: { coupon_code } });
  const balance = async (token: string) =>
    Number((await server.request('GET', '/user/viewuserinfo', { token })).body.balance_cents);

  it('credits a value coupon to the balance ledger, once per user, whatever the case of the code', async () => {
    const user = await signUp(server, { verified: true });
    const coupon = code();
    await createCoupon(database.db, { code: coupon, kind: 'value', amount: 5000, maxUses: null });
    const answer = await redeem(user.accessToken, coupon.toLowerCase());
    expect(answer.body).toEqual({
      statusCode: 0,
      description: 'Successful',
      coupon: { couponId: expect.any(Number), coupon_code: coupon, type: 'value', amount: 50 },
      balance: 150,
      balance_cents: 15000,
    });
    const again = await redeem(user.accessToken, coupon);
    expect(again.status).toBe(422);
    expect(again.body).toEqual({
      statusCode: 'C15',
      description: 'You have already used this coupon code',
    });
    expect(await balance(user.accessToken)).toBe(15000);
  });

  it('refuses unknown and percentage coupons with C15, and a blank code with the product message', async () => {
    const user = await signUp(server, { verified: true });
    const percentage = code();
    await createCoupon(database.db, {
      code: percentage,
      kind: 'percentage',
      amount: 1000,
      maxUses: null,
    });
    for (const attempt of [code(), percentage]) {
      const refused = await redeem(user.accessToken, attempt);
      expect(refused.status).toBe(422);
      expect(refused.body).toEqual({
        statusCode: 'C15',
        description: 'Invalid coupon code applied',
      });
    }
    const blank = await redeem(user.accessToken, '  ');
    expect(blank.status).toBe(400);
    expect(blank.body).toMatchObject({
      errors: [{ field: 'coupon_code', message: 'Coupon code can not be blank' }],
    });
  });

  it('a single-use coupon redeemed by two concurrent requests credits once', async () => {
    const [first, second] = await Promise.all([
      signUp(server, { verified: true }),
      signUp(server, { verified: true }),
    ]);
    const coupon = code();
    await createCoupon(database.db, { code: coupon, kind: 'value', amount: 2500, maxUses: 1 });
    const answers = await Promise.all([
      redeem(first.accessToken, coupon),
      redeem(second.accessToken, coupon),
      redeem(first.accessToken, coupon),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 422, 422]);
    const balances = [await balance(first.accessToken), await balance(second.accessToken)];
    expect(balances.reduce((sum, cents) => sum + cents, 0)).toBe(10000 + 10000 + 2500);
  });

  it('a coupon with 2 uses credits exactly 2 of 4 concurrent users', async () => {
    const users = await Promise.all([1, 2, 3, 4].map(() => signUp(server, { verified: true })));
    const coupon = code();
    await createCoupon(database.db, { code: coupon, kind: 'value', amount: 1000, maxUses: 2 });
    const answers = await Promise.all(users.map((user) => redeem(user.accessToken, coupon)));
    expect(answers.filter((a) => a.status === 200)).toHaveLength(2);
    expect(answers.filter((a) => a.status === 422).map((a) => a.body)).toEqual([
      { statusCode: 'C15', description: 'Invalid coupon code applied' },
      { statusCode: 'C15', description: 'Invalid coupon code applied' },
    ]);
  });

  it('checks a coupon for the cart without using it up', async () => {
    const user = await signUp(server, { verified: true });
    const percentage = code();
    await createCoupon(database.db, {
      code: percentage,
      kind: 'percentage',
      amount: 1250,
      maxUses: 1,
    });
    const check = () =>
      server.request('POST', '/user/verifycartcoupon', {
        token: user.accessToken,
        body: { coupon_code: percentage },
      });
    for (const answer of [await check(), await check()]) {
      expect(answer.body).toEqual({
        statusCode: 0,
        description: 'Successful',
        coupon: {
          couponId: expect.any(Number),
          coupon_code: percentage,
          type: 'percentage',
          amount: 12.5,
        },
      });
    }
    const value = code();
    await createCoupon(database.db, { code: value, kind: 'value', amount: 1000, maxUses: null });
    expect((await redeem(user.accessToken, value)).status).toBe(200);
    const used = await server.request('POST', '/user/verifycartcoupon', {
      token: user.accessToken,
      body: { coupon_code: value },
    });
    expect(used.status).toBe(422);
    expect(used.body).toEqual({
      statusCode: 'C15',
      description: 'You have already used this coupon code',
    });
    const unknown = await server.request('POST', '/user/verifycartcoupon', {
      token: user.accessToken,
      body: { coupon_code: code() },
    });
    expect(unknown.body).toEqual({ statusCode: 'C15', description: 'Invalid coupon code applied' });
  });

  it('throttles coupon guessing per user', async () => {
    const user = await signUp(server, { verified: true });
    for (let attempt = 1; attempt <= 10; attempt++)
      expect((await redeem(user.accessToken, code())).status).toBe(422);
    expect((await redeem(user.accessToken, code())).status).toBe(429);
  });
});
