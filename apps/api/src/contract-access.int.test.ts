import { createHash, randomBytes, randomInt, randomUUID } from 'node:crypto';
import { loadContract, type Operation } from '@pod-portal/openapi/operations';
import type { PublicKeyCredentialCreationOptionsJSON } from '@simplewebauthn/server';
import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { balanceEntries, cartPayments, royaltyStatements } from './db/schema/index.ts';
import { topUpLinks } from './features/payments/top-up-links.ts';
import { makeMonthStatements } from './features/statements/make-statements.ts';
import { type ApiError, staffOnly, unauthorized } from './http/api-error.ts';
import { bodyFields } from './http/openapi/body-fields.ts';
import { type SignedUp, signUp } from './test/accounts.ts';
import type { TestDatabase, TestServer } from './test/harness.ts';
import { plausible } from './test/hostile-arbitraries.ts';
import { describeOnEachDatabase } from './test/on-each-database.ts';
import { pngDataUrl, strokePng } from './test/png.ts';
import { quoteBook } from './test/reads-fixture.ts';
import { SoftwarePasskey } from './test/software-authenticator.ts';
import { signInStaff } from './test/staff.ts';

/**
 * Who may call what, read from the contract: every staff operation refuses an author (403) and
 * no one (401); every operation that takes a reference to something an author owns answers
 * another author as it answers a reference to nothing (404), so ids are not confirmed to exist.
 * An operation the contract gains that takes a reference fails the listing test until it has a
 * case below or a reason not to.
 */

type Json = Record<string, unknown>;

const contract = await loadContract();
const isStaffOperation = (operation: Operation) =>
  operation.securitySchemes.includes('staffBearer');

/** A parameter or body field that names a stored thing: an id, a payment reference, a file. */
const REFERENCE = /(?:^|_)ids?$|[a-z]Ids?$|(?:^|_)ref$|^fileName$/;

/** References (parameter names, body field paths) to nothing a user owns, with why. */
const NOT_OWNED: Record<string, string> = {
  l_paper_type_id: 'the price list is the same for everyone',
  l_cover_type_id: 'the price list is the same for everyone',
  i_paper_type_id: 'the price list is the same for everyone',
  i_cover_type_id: 'the price list is the same for everyone',
  spine_id: 'the price list is the same for everyone',
  voiceover_id: 'the voice-over artists are the same for everyone',
  coupon_id: 'coupons are made by staff for any author to use',
  user_id: 'names the caller, and any other account is the same field error',
  documentId: 'the legal documents are public',
  'response.id': 'the credential a passkey answers with, not a stored thing',
  'response.rawId': 'the credential a passkey answers with, not a stored thing',
};

/** Operations that take a reference but have no signed-in caller to be someone else, with why. */
const NO_OTHER_USER: Record<string, string> = {
  verifyAccount: 'an emailed link: its token is the proof (passwords.int.test.ts)',
  resetPassword: 'an emailed link: its token is the proof (passwords.int.test.ts)',
  disownLogin: 'an emailed link: its token is the proof (sessions.int.test.ts)',
  confirmBankChange: 'an emailed link: its token is the proof (payouts.int.test.ts)',
  sandboxRefund: "the sandbox's stand-in for PayFast's API, called by the server",
  paypalWebhook:
    "PayPal's webhook: PayPal's verification of its signature is the proof (paypal.int.test.ts)",
};

/** The references an operation takes in its path, query or body. */
function referencesOf(operation: Operation): string[] {
  const parameters = operation.parameters
    .filter((parameter) => parameter.in === 'path' || parameter.in === 'query')
    .map((parameter) => parameter.name);
  const fields = operation.body
    ? bodyFields(operation.body.schema, contract.schemas).map((field) =>
        field.path.filter((part) => typeof part === 'string').join('.'),
      )
    : [];
  return [...new Set([...parameters, ...fields])].filter(
    (name) => REFERENCE.test(name.split('.').pop() ?? '') && !(name in NOT_OWNED),
  );
}

interface BookPair {
  localBookId: number;
  internationalBookId: number;
}

/** What one author holds, for the requests below to name. */
interface Things {
  userId: number;
  /** A book pair, its contract signed by the owner's own call in the first case. */
  book: BookPair;
  /** A book pair to cancel (archive), then delete. */
  cancellable: BookPair;
  cartItemId: number;
  cartPaymentId: number;
  fileName: string;
  passkeyId: number;
  /** A session other than the one the author's token belongs to. */
  sessionId: string;
  /** A monthly royalty statement of the author's. */
  statementId: number;
  /** Another author's invitation to the author to share a book's royalty. */
  payeeId: number;
  transaction: { ref: string; token: string };
}

/** A request to one operation: its path parameters, query and body. */
interface Call {
  params?: Record<string, string | number>;
  query?: Record<string, string | number>;
  body?: unknown;
  /** Raw bytes (an upload's chunk) in place of a JSON body. */
  bytes?: string;
}

interface NotOwnerCase {
  call: (things: Things) => Call;
  /** When another user's reference is refused otherwise than with 404: the status, and why. */
  refusal?: { status: number; why: string };
}

function operation(operationId: string): Operation {
  const found = contract.operations.find((candidate) => candidate.operationId === operationId);
  if (!found) throw new Error(`no operation ${operationId} in the contract`);
  return found;
}

/** The contract's example body of an operation, with `fields` in place. */
const example = (operationId: string, fields: Json): Json => ({
  ...(operation(operationId).bodyExamples[0] as Json),
  ...fields,
});

const bookFields = (book: BookPair) => ({
  local_bookId: book.localBookId,
  international_bookId: book.internationalBookId,
});
const bookParams = (book: BookPair) => ({
  localBookId: book.localBookId,
  internationalBookId: book.internationalBookId,
});
const signatures = {
  filedata: pngDataUrl(strokePng(500, 200)),
  initial_base64: pngDataUrl(strokePng(200, 100)),
};
/** A fresh reference of a payment from the balance. */
const balanceReference = () => `BAL-${randomInt(2 ** 47)}`;
/** One chunk of one byte, of a file `name`, to the book pair. */
const chunk =
  (name: string, index: string) =>
  (things: Things): Call => ({
    query: {
      name,
      size: 1,
      ...bookFields(things.book),
      md5_chunk: createHash('md5').update('x').digest('hex'),
      [index]: 0,
      totalChunks: 1,
    },
    bytes: 'x',
  });

/**
 * Each operation that takes a reference to something an author owns, called with one of the
 * author's. In this order, so what the owner's own call changes comes after what needs it
 * (the contract is signed before it is read; approving changes ends the owner's sessions).
 */
const NOT_OWNER_CASES: Record<string, NotOwnerCase> = {
  signContract: {
    call: (t) => ({ body: example('signContract', { ...bookFields(t.book), ...signatures }) }),
  },
  getSignedContract: { call: (t) => ({ body: bookFields(t.book) }) },
  signContractAppendix: {
    call: (t) => ({
      body: example('signContractAppendix', { ...bookFields(t.book), ...signatures }),
    }),
  },
  resignContract: {
    call: (t) => ({
      params: { bookId: t.book.localBookId, isInternational: 0 },
      body: example('resignContract', signatures),
    }),
  },
  getBookInfo: { call: (t) => ({ params: { ...bookParams(t.book), region: 'li' } }) },
  getCoverTemplate: { call: (t) => ({ params: bookParams(t.book) }) },
  requoteBook: { call: (t) => ({ body: { ...bookFields(t.book), no_of_pages: 212 } }) },
  getOrdersPerBook: { call: (t) => ({ params: { bookId: t.book.localBookId } }) },
  getSalePerBook: { call: (t) => ({ params: { bookId: t.book.localBookId } }) },
  uploadBook: { call: (t) => ({ body: example('uploadBook', bookFields(t.book)) }) },
  uploadBookChunk: { call: chunk('book.pdf', 'currentChunkIndex') },
  uploadCoverChunk: { call: chunk('cover.pdf', 'currentCoverChunkIndex') },
  uploadAudioChunk: { call: chunk('chapter.mp3', 'currentChunkIndex') },
  getUploadStatus: {
    call: (t) => ({
      query: { kind: 'book', name: 'book.pdf', size: 1, ...bookFields(t.book), totalChunks: 1 },
    }),
  },
  addCartItem: {
    call: (t) => ({
      body: {
        book_id: t.book.localBookId,
        international_book_id: t.book.internationalBookId,
        service: 'formatting',
      },
    }),
  },
  removeCartItem: { call: (t) => ({ params: { cartItemId: t.cartItemId } }) },
  payCart: {
    call: (t) => ({
      body: {
        book_ids: [t.book.localBookId],
        international_book_ids: [t.book.internationalBookId],
        total: 1,
        reference: balanceReference(),
      },
    }),
  },
  createTransaction: {
    call: (t) => ({
      body: {
        transaction_ref: `PF-${randomBytes(6).toString('hex')}`,
        amount: 10,
        user_book_id: t.book.localBookId,
        user_international_book_id: t.book.internationalBookId,
      },
    }),
  },
  settleTransaction: { call: (t) => ({ body: { transaction_ref: t.transaction.ref } }) },
  reportTransactionStatus: {
    call: (t) => ({
      params: { ...t.transaction, status: 'success' },
      body: { transaction_ref: t.transaction.ref },
    }),
  },
  sendChatMessage: {
    call: (t) => ({
      body: { message: 'About this book', about: { kind: 'book', id: t.book.localBookId } },
    }),
    refusal: {
      status: 400,
      why: 'what a message is about is a field of its form: "That book or order is not one of yours."',
    },
  },
  getFile: { call: (t) => ({ params: { fileName: t.fileName } }) },
  listPayees: { call: (t) => ({ params: { bookId: t.book.localBookId } }) },
  setPayees: {
    call: (t) => ({ params: { bookId: t.book.localBookId }, body: example('setPayees', {}) }),
  },
  signRoyaltyShare: {
    call: (t) => ({ params: { payeeId: t.payeeId }, body: example('signRoyaltyShare', {}) }),
  },
  declineRoyaltyShare: { call: (t) => ({ params: { payeeId: t.payeeId } }) },
  downloadStatementPdf: { call: (t) => ({ params: { statementId: t.statementId } }) },
  downloadStatementCsv: { call: (t) => ({ params: { statementId: t.statementId } }) },
  renamePasskey: { call: (t) => ({ params: { passkeyId: t.passkeyId }, body: { name: 'Work' } }) },
  removePasskey: { call: (t) => ({ params: { passkeyId: t.passkeyId } }) },
  endSession: { call: (t) => ({ params: { sessionId: t.sessionId } }) },
  archiveBook: { call: (t) => ({ params: bookParams(t.cancellable) }) },
  deleteBook: { call: (t) => ({ params: bookParams(t.cancellable) }) },
  approveChanges: { call: (t) => ({ body: { id: t.userId } }) },
};

/** The path and query of a call to `op`, its path parameters filled in. */
function target(op: Operation, call: Call): string {
  const path = op.path.replace(/\{([^}]+)\}/g, (_, name: string) => {
    const value = call.params?.[name];
    if (value === undefined) throw new Error(`${op.operationId}: no value for {${name}}`);
    return encodeURIComponent(String(value));
  });
  const query = new URLSearchParams(
    Object.entries(call.query ?? {}).map(([name, value]): [string, string] => [
      name,
      String(value),
    ]),
  ).toString();
  return query ? `${path}?${query}` : path;
}

function send(server: TestServer, op: Operation, call: Call, token?: string) {
  return server.request(op.method, target(op, call), {
    ...(token && { token }),
    ...(call.body !== undefined && { body: call.body }),
    ...(call.bytes !== undefined && {
      rawBody: call.bytes,
      headers: { 'content-type': 'application/octet-stream' },
    }),
  });
}

/** Things no one has: ids past any stored row, and a payment reference with a valid token. */
function nobodysThings(server: TestServer): Things {
  const missing = 2_147_483_000;
  const pair = { localBookId: missing, internationalBookId: missing };
  const ref = 'PF-000000000000';
  const returnUrl = new URL(topUpLinks(server.app, { reference: ref, userId: missing }).returnUrl);
  return {
    userId: missing,
    book: pair,
    cancellable: pair,
    cartItemId: missing,
    cartPaymentId: missing,
    fileName: `chat-${randomUUID()}.png`,
    passkeyId: missing,
    sessionId: randomUUID(),
    statementId: missing,
    payeeId: missing,
    transaction: { ref, token: returnUrl.searchParams.get('token') ?? '' },
  };
}

describe('the contract as the list of who may call what', () => {
  it('keeps the staff area to /staff: its operations, and only they, need a staff account', () => {
    const misplaced = contract.operations
      .filter((op) => op.path.startsWith('/staff/') !== isStaffOperation(op))
      .map((op) => `${op.operationId} ${op.path} ${op.securitySchemes.join(',')}`);
    expect(misplaced).toEqual([]);
    for (const op of contract.operations.filter(isStaffOperation)) {
      expect(op.securitySchemes, op.operationId).toEqual(['staffBearer']);
    }
  });

  it('lists every author operation that takes a reference, as a case or with why not', () => {
    const taking = contract.operations
      .filter((op) => !isStaffOperation(op) && referencesOf(op).length > 0)
      .map((op) => op.operationId)
      .sort();
    expect(taking).toEqual([...Object.keys(NOT_OWNER_CASES), ...Object.keys(NO_OTHER_USER)].sort());
    for (const id of Object.keys(NO_OTHER_USER)) expect(operation(id).authenticated).toBe(false);
  });
});

/** An author holding one of each thing, made through the API the way the portal makes them. */
async function authorWithThings(server: TestServer, database: TestDatabase, staffToken: string) {
  const author = await signUp(server, { verified: true });
  const token = author.accessToken;
  const call = async <T = Json>(method: string, path: string, body?: unknown, as = token) => {
    const answer = await server.request<T>(method, path, { token: as, body });
    if (answer.status >= 300) throw new Error(`${method} ${path}: ${JSON.stringify(answer.body)}`);
    return answer.body;
  };
  const book = await quoteBook(server, token, 'The Karoo Road');
  const cancellable = await quoteBook(server, token, 'Cancelled Road');
  const paid = await quoteBook(server, token, 'Paid Road');
  const service = (pair: BookPair) => ({
    book_id: pair.localBookId,
    international_book_id: pair.internationalBookId,
    service: 'isbnCreation',
  });

  // One cart payment (for the staff's refunds), then an item left in the cart.
  await call('POST', '/user/addtocart', service(paid));
  const cart = await call<{ totalIncludingVat: number }>('GET', '/user/getcart');
  await database.db
    .insert(balanceEntries)
    .values({ userId: author.id, amountCents: 1_000_000, kind: 'adjustment' });
  await call('POST', '/user/paycart', {
    book_ids: [paid.localBookId],
    international_book_ids: [paid.internationalBookId],
    total: cart.totalIncludingVat,
    reference: balanceReference(),
  });
  const [payment] = await database.db
    .select({ id: cartPayments.id })
    .from(cartPayments)
    .where(eq(cartPayments.userId, author.id));
  const item = await call<{ item: { id: number } }>('POST', '/user/addtocart', service(book));

  const sent = await call<{ message: { image_url: string } }>('POST', '/chat/user/sendmsg', {
    message: '',
    imageData: pngDataUrl(strokePng(20, 20)),
  });
  const fileName = new URL(sent.message.image_url, 'http://x').pathname.split('/').pop() ?? '';

  const passkey = new SoftwarePasskey(server.config.publicUrl);
  const { options } = await call<{ options: PublicKeyCredentialCreationOptionsJSON }>(
    'POST',
    '/user/passkeys/options',
  );
  await call('POST', '/user/passkeys', { name: 'Phone', response: passkey.create(options) });
  const { passkeys } = await call<{ passkeys: { id: number }[] }>('GET', '/user/passkeys');

  // A second sign-in, so ending its session leaves the author's token working.
  await call('POST', '/authO/login', { email: author.email, password: author.password });
  const { sessions } = await call<{ sessions: { id: string; current: boolean }[] }>(
    'GET',
    '/user/sessions',
  );

  const ref = `PF-${randomBytes(6).toString('hex')}`;
  const started = await call<{ payment: { fields: { return_url: string } } }>(
    'POST',
    '/user/createtransaction',
    { transaction_ref: ref, amount: 10 },
  );
  const returnToken = new URL(started.payment.fields.return_url).searchParams.get('token') ?? '';

  // Changes staff approved, for the author to confirm.
  await call('PUT', '/user/requestchange', example('requestChange', { userEmail: author.email }));
  await call('POST', `/staff/change-requests/${author.id}/approve`, undefined, staffToken);
  // A statement: a month far ahead, with the author's balance carried into it.
  await makeMonthStatements(database.db, '2099-01');
  const [statement] = await database.db
    .select({ id: royaltyStatements.id })
    .from(royaltyStatements)
    .where(eq(royaltyStatements.userId, author.id));

  // Another author invites this one to share a book's royalty.
  const inviter = await signUp(server, { verified: true });
  const shared = await quoteBook(server, inviter.accessToken, 'Shared Road');
  const invited = await call<{ payees: { id: number }[] }>(
    'PUT',
    `/user/books/${shared.localBookId}/payees`,
    { payees: [{ name: 'Thandi Mokoena', email: author.email, role: 'co-author', share: 40 }] },
    inviter.accessToken,
  );

  const things: Things = {
    userId: author.id,
    book,
    cancellable,
    cartItemId: item.item.id,
    cartPaymentId: payment?.id ?? 0,
    fileName,
    passkeyId: passkeys[0]?.id ?? 0,
    sessionId: sessions.find((session) => !session.current)?.id ?? '',
    statementId: statement?.id ?? 0,
    payeeId: invited.payees[0]?.id ?? 0,
    transaction: { ref, token: returnToken },
  };
  return { token, things };
}

/** One value the schema allows (the same on every run). */
const sampleOf = (schema: Json) =>
  fc.sample(plausible(schema, contract.schemas), { numRuns: 1, seed: 40 })[0];

/** The error envelope an ApiError answers. */
const envelope = (error: ApiError) => ({ statusCode: error.code, description: error.message });

describeOnEachDatabase(
  'who may call each operation of the contract',
  { routes: 'all' },
  (server, database) => {
    let owner: { token: string; things: Things };
    let other: SignedUp;

    beforeAll(async () => {
      const staff = await signInStaff(server);
      owner = await authorWithThings(server, database, staff.token);
      other = await signUp(server, { verified: true });
    });

    it('answers 403 to an author and 401 without a token on every staff operation', async () => {
      const staffOperations = contract.operations.filter(isStaffOperation);
      expect(staffOperations.length).toBeGreaterThan(10);
      const { things } = owner;
      // Ids of things that exist, so only the role stands between the author and an answer.
      const existing: Record<string, number> = {
        userId: things.userId,
        user_id: things.userId,
        bookId: things.book.localBookId,
        id: things.cartPaymentId,
        // No payout or batch is made for this author: the role is refused before any lookup.
        batchId: 1,
        payoutId: 1,
      };
      const answers = [];
      for (const op of staffOperations) {
        const query = Object.fromEntries(
          op.parameters
            .filter((parameter) => parameter.in === 'query' && parameter.required)
            .map((parameter) => [
              parameter.name,
              existing[parameter.name] ?? String(sampleOf(parameter.schema)),
            ]),
        );
        const body = op.body ? (op.bodyExamples[0] ?? sampleOf(op.body.schema)) : undefined;
        const call: Call = { params: existing, query, body };
        const author = await send(server, op, call, owner.token);
        const anonymous = await send(server, op, call);
        answers.push({
          operationId: op.operationId,
          author: [author.status, author.body],
          anonymous: [anonymous.status, anonymous.body],
        });
      }
      expect(answers).toEqual(
        staffOperations.map((op) => ({
          operationId: op.operationId,
          author: [403, envelope(staffOnly())],
          anonymous: [401, envelope(unauthorized())],
        })),
      );
    });

    for (const [operationId, { call, refusal }] of Object.entries(NOT_OWNER_CASES)) {
      const status = refusal?.status ?? 404;
      it(`${operationId}: another author's reference answers ${status}, as one that does not exist`, async () => {
        const op = operation(operationId);
        const theirs = await send(server, op, call(owner.things), other.accessToken);
        expect(theirs.status).toBe(status);
        expect(theirs.body).toMatchObject({
          statusCode: expect.anything(),
          description: expect.any(String),
        });
        // The same answer as for nothing at all: the reference is not confirmed to exist.
        const nothing = await send(server, op, call(nobodysThings(server)), other.accessToken);
        expect(theirs.body).toEqual(nothing.body);
        // The owner is not refused so: the case names a thing that exists.
        const own = await send(server, op, call(owner.things), owner.token);
        expect(own.status).not.toBe(status);
      });
    }
  },
);
