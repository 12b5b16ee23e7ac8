import { HttpResponse, http } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { memoryTokenStore } from '../session/memory-token-store.ts';
import { BASE, NOW, tokenPair } from '../test-support/fake-api.ts';
import { createPodClient } from './create-pod-client.ts';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const pod = () =>
  createPodClient({ baseUrl: BASE, tokenStore: memoryTokenStore(tokenPair()), now: () => NOW });

const answer = (method: 'get' | 'post' | 'put', path: string, body: object, status = 200) =>
  server.use(http[method](`${BASE}${path}`, () => HttpResponse.json(body, { status })));

const payment = {
  book_ids: [101],
  international_book_ids: [102],
  total: 2012.5,
  user_id: 42,
  reference: 'BAL-1763714400000',
};

describe('typed outcomes', () => {
  it('turns statusCode 7 on HTTP 200 into moreToPay, keeping the typed data', async () => {
    answer('post', '/user/paycart', {
      statusCode: 7,
      description: 'Insufficient balance',
      amountToPay: 1912.5,
      cartTotal: 2012.5,
      couponDeduction: 0,
      balance: 100,
      balance_cents: 10000,
    });
    const result = await pod().cart.pay({ body: payment });
    expect(result.outcome).toEqual({
      kind: 'moreToPay',
      code: '7',
      status: 200,
      description: 'Insufficient balance',
    });
    expect(result.data?.amountToPay).toBe(1912.5);
  });

  it('turns 422 C15 into couponInvalid', async () => {
    answer(
      'post',
      '/user/paycart',
      { statusCode: 'C15', description: 'You have already used this coupon code' },
      422,
    );
    const result = await pod().cart.pay({ body: { ...payment, coupon_id: 9 } });
    expect(result.outcome).toMatchObject({ kind: 'couponInvalid', code: 'C15', status: 422 });
    expect(result.error).toMatchObject({ description: 'You have already used this coupon code' });
  });

  it('turns a 422 without a code into idempotencyKeyReused', async () => {
    answer(
      'post',
      '/user/paycart',
      { statusCode: 422, description: 'This Idempotency-Key was used for another request' },
      422,
    );
    const result = await pod().cart.pay({ body: payment });
    expect(result.outcome).toMatchObject({ kind: 'idempotencyKeyReused', status: 422 });
  });

  it('turns 409 U30 into emailExists', async () => {
    answer('post', '/user/adduser', { statusCode: 'U30', description: 'exists' }, 409);
    const result = await pod().users.register({
      body: {
        username: 'a@b.co',
        name_first: 'A',
        name_last: 'B',
        email: 'a@b.co',
        password: 'Str0ng!pass',
        confirm_password: 'Str0ng!pass',
      },
    });
    expect(result.outcome.kind).toBe('emailExists');
  });

  it('turns B12 on the royalty estimate into pageLimitExceeded', async () => {
    answer('put', '/user/realtimeroyalty', {
      statusCode: 'B12',
      description: 'Page limit exceeded',
      localRoyalty: '',
      internationRoyalty: '',
      totalCost: '',
    });
    const result = await pod().royalty.calculate({
      body: {} as Parameters<ReturnType<typeof pod>['royalty']['calculate']>[0]['body'],
    });
    expect(result.outcome).toMatchObject({ kind: 'pageLimitExceeded', code: 'B12', status: 200 });
  });

  it('turns statusCode 11 on the orders into noOrders', async () => {
    answer('get', '/user/getbookorders', { statusCode: 11, description: 'No orders', results: [] });
    const result = await pod().orders.list({ params: { query: { skip: 0, take: 100 } } });
    expect(result.outcome.kind).toBe('noOrders');
  });

  it("turns 'ISBN already exists' into isbnExists", async () => {
    answer('post', '/user/getquote', { statusCode: 'ISBN already exists', description: 'x' }, 409);
    const result = await pod().quotes.get({
      body: {} as Parameters<ReturnType<typeof pod>['quotes']['get']>[0]['body'],
    });
    expect(result.outcome).toMatchObject({ kind: 'isbnExists', code: 'ISBN already exists' });
  });

  it("turns 'Internal server error', and any 5xx, into internalServerError", async () => {
    answer(
      'get',
      '/user/getuserbooks',
      { statusCode: 500, description: 'Internal server error' },
      500,
    );
    expect((await pod().books.list()).outcome).toEqual({
      kind: 'internalServerError',
      code: 'Internal server error',
      status: 500,
      description: 'Internal server error',
    });
    server.use(
      http.get(`${BASE}/user/getuserbooks`, () => new HttpResponse('Bad gateway', { status: 502 })),
    );
    expect((await pod().books.list()).outcome).toMatchObject({
      kind: 'internalServerError',
      status: 502,
    });
  });

  it('gives the field errors of a 400 and names the other statuses', async () => {
    const errors = [{ field: 'email', message: 'Please enter a valid email address' }];
    answer(
      'get',
      '/user/getuserbooks',
      { statusCode: 400, description: 'Invalid input', errors },
      400,
    );
    expect((await pod().books.list()).outcome).toEqual({
      kind: 'invalidInput',
      status: 400,
      description: 'Invalid input',
      errors,
    });
    const kinds = [];
    for (const [status, kind] of [
      [404, 'notFound'],
      [413, 'tooLarge'],
      [415, 'unsupportedMediaType'],
      [429, 'throttled'],
      [418, 'httpError'],
    ] as const) {
      answer('get', '/user/getuserbooks', { statusCode: status, description: 'x' }, status);
      kinds.push([(await pod().books.list()).outcome.kind, kind]);
    }
    for (const [got, want] of kinds) expect(got).toBe(want);
  });

  it('says ok for a plain success', async () => {
    answer('get', '/user/getuserbooks', {
      statusCode: 0,
      description: 'Successful',
      localBooks: [],
      internationalBooks: [],
    });
    expect((await pod().books.list()).outcome).toEqual({ kind: 'ok' });
  });
});
