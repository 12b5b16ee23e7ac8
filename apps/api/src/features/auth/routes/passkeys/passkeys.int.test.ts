import type {
  PublicKeyCredentialCreationOptionsJSON,
  PublicKeyCredentialRequestOptionsJSON,
} from '@simplewebauthn/server';
import { eq, sql } from 'drizzle-orm';
import { expect, it, vi } from 'vitest';
import { passkeys, users, webauthnChallenges } from '../../../../db/schema/index.ts';
import { jobsSettled, type SignedUp, signUp } from '../../../../test/accounts.ts';
import { CORE_ROUTES, type TestServer } from '../../../../test/harness.ts';
import { describeOnEachDatabase } from '../../../../test/on-each-database.ts';
import { SoftwarePasskey, type Tampering } from '../../../../test/software-authenticator.ts';

const PORTAL = 'http://portal.test';
const NOT_ADDED =
  'This passkey could not be added. Please try again: your device asks you to confirm it is you.';
const SIGN_IN_FAILED =
  'Login unsuccessful: this passkey could not sign you in. Try again, or log in with your email and password.';

type Answer = Awaited<ReturnType<TestServer['request']>>;

describeOnEachDatabase('passkeys', { routes: [...CORE_ROUTES, 'passkeys'] }, (server, database) => {
  async function registrationOptions(author: SignedUp) {
    const answer = await server.request<{ options: PublicKeyCredentialCreationOptionsJSON }>(
      'POST',
      '/user/passkeys/options',
      { token: author.accessToken },
    );
    expect(answer.status).toBe(200);
    return answer.body.options;
  }

  /** The author adds `passkey` under `name`: options, the authenticator, the answer. */
  async function addPasskey(
    author: SignedUp,
    passkey: SoftwarePasskey,
    tampering: Tampering = {},
    name = 'Phone',
  ): Promise<Answer> {
    const options = await registrationOptions(author);
    return server.request('POST', '/user/passkeys', {
      token: author.accessToken,
      body: { name, response: passkey.create(options, tampering) },
    });
  }

  async function signInOptions() {
    const answer = await server.request<{ options: PublicKeyCredentialRequestOptionsJSON }>(
      'POST',
      '/authO/passkey/options',
    );
    expect(answer.status).toBe(200);
    return answer.body.options;
  }

  async function signIn(passkey: SoftwarePasskey, tampering: Tampering = {}) {
    const response = passkey.get(await signInOptions(), tampering);
    return server.request<{ accessToken?: string; statusCode: unknown }>(
      'POST',
      '/authO/passkey/login',
      { body: { response } },
    );
  }

  /** An author with one passkey added. */
  async function authorWithPasskey() {
    const author = await signUp(server, { verified: true });
    const passkey = new SoftwarePasskey(PORTAL);
    expect((await addPasskey(author, passkey)).status).toBe(201);
    return { author, passkey };
  }

  const storedPasskeys = (userId: number) =>
    database.db.select().from(passkeys).where(eq(passkeys.userId, userId));

  async function mailTo(email: string, subject: string) {
    await jobsSettled(server);
    return (await server.mailbox()).filter((m) => m.to === email && m.subject === subject);
  }

  it('adds a passkey that then signs in on its own, with the login token pair', async () => {
    const author = await signUp(server, { verified: true });
    const options = await registrationOptions(author);
    expect(options.rp).toEqual({ name: 'Print on Demand', id: 'portal.test' });
    expect(options.authenticatorSelection).toMatchObject({
      residentKey: 'required',
      userVerification: 'required',
    });
    const passkey = new SoftwarePasskey(PORTAL);
    const added = await server.request('POST', '/user/passkeys', {
      token: author.accessToken,
      body: { name: '  Phone  ', response: passkey.create(options) },
    });
    expect(added.status).toBe(201);
    expect(added.body).toMatchObject({ passkey: { name: 'Phone', lastUsedAt: null } });
    const [stored] = await storedPasskeys(author.id);
    expect(stored).toMatchObject({
      credentialId: passkey.credentialId,
      counter: 0,
      transports: ['internal'],
    });

    const signedIn = await signIn(passkey);
    expect(signedIn.status).toBe(200);
    expect(signedIn.body).toMatchObject({ statusCode: 0, refreshToken: expect.any(String) });
    const me = await server.request<{ email: string }>('GET', '/user/viewuserinfo', {
      token: String(signedIn.body.accessToken),
    });
    expect(me.status).toBe(200);
    expect(me.body).toMatchObject({ email: author.email });

    const list = await server.request<{ passkeys: { name: string; lastUsedAt: string }[] }>(
      'GET',
      '/user/passkeys',
      { token: author.accessToken },
    );
    expect(list.body.passkeys).toEqual([
      expect.objectContaining({ name: 'Phone', lastUsedAt: expect.any(String) }),
    ]);
    expect((await storedPasskeys(author.id))[0]?.counter).toBe(1);
    const [email] = await mailTo(
      author.email,
      'A passkey was added to your Print on Demand account',
    );
    expect(email?.text).toContain('The passkey "Phone" was added to your account');
    expect(email?.text).toContain(`${PORTAL}/profile`);
  });

  it('refuses a registration answer to a challenge it never gave, or one already answered', async () => {
    const author = await signUp(server, { verified: true });
    const passkey = new SoftwarePasskey(PORTAL);
    const options = await registrationOptions(author);
    const forged = await server.request('POST', '/user/passkeys', {
      token: author.accessToken,
      body: { name: 'Phone', response: passkey.create(options, { challenge: 'bm90LWdpdmVu' }) },
    });
    expect(forged.status).toBe(400);
    expect(forged.body).toMatchObject({
      description: NOT_ADDED,
      errors: [{ field: 'response', message: NOT_ADDED }],
    });

    const response = passkey.create(await registrationOptions(author));
    const first = await server.request('POST', '/user/passkeys', {
      token: author.accessToken,
      body: { name: 'Phone', response },
    });
    expect(first.status).toBe(201);
    const replayed = await server.request('POST', '/user/passkeys', {
      token: author.accessToken,
      body: { name: 'Phone again', response },
    });
    expect(replayed.status).toBe(400);
    expect(replayed.body).toMatchObject({ description: NOT_ADDED });
    expect(await storedPasskeys(author.id)).toHaveLength(1);
  });

  it("refuses another author's registration challenge, another site's answer, an expired challenge and no user verification", async () => {
    const author = await signUp(server, { verified: true });
    const other = await signUp(server, { verified: true });
    const passkey = new SoftwarePasskey(PORTAL);
    const othersOptions = await registrationOptions(other);
    const stolen = await server.request('POST', '/user/passkeys', {
      token: author.accessToken,
      body: { name: 'Phone', response: passkey.create(othersOptions) },
    });
    expect(stolen.status).toBe(400);

    expect((await addPasskey(author, passkey, { origin: 'https://phish.example' })).status).toBe(
      400,
    );
    expect((await addPasskey(author, passkey, { userVerified: false })).status).toBe(400);

    const options = await registrationOptions(author);
    await database.db
      .update(webauthnChallenges)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(webauthnChallenges.challenge, options.challenge));
    const late = await server.request('POST', '/user/passkeys', {
      token: author.accessToken,
      body: { name: 'Phone', response: passkey.create(options) },
    });
    expect(late.status).toBe(400);
    expect(await storedPasskeys(author.id)).toEqual([]);
    expect(await storedPasskeys(other.id)).toEqual([]);
  });

  it('asks for a name of 1 to 60 characters', async () => {
    const author = await signUp(server, { verified: true });
    const passkey = new SoftwarePasskey(PORTAL);
    const blank = await addPasskey(author, passkey, {}, ' ');
    expect(blank.status).toBe(400);
    expect(blank.body).toMatchObject({
      errors: [{ field: 'name', message: 'Please give this passkey a name' }],
    });
    const long = await addPasskey(author, passkey, {}, 'x'.repeat(61));
    expect(long.body).toMatchObject({
      errors: [{ field: 'name', message: 'The passkey name can be at most 60 characters' }],
    });
  });

  it('refuses a sign-in answer replayed, to a challenge it never gave, or made on another site', async () => {
    const { passkey } = await authorWithPasskey();
    const response = passkey.get(await signInOptions());
    const first = await server.request('POST', '/authO/passkey/login', { body: { response } });
    expect(first.status).toBe(200);
    const replayed = await server.request('POST', '/authO/passkey/login', {
      body: { response },
    });
    expect(replayed.status).toBe(401);
    expect(replayed.body).toEqual({ statusCode: 'U33', description: SIGN_IN_FAILED });

    expect((await signIn(passkey, { challenge: 'bm90LWdpdmVu' })).status).toBe(401);
    const phished = await signIn(passkey, { origin: 'https://phish.example' });
    expect(phished.status).toBe(401);
    expect(phished.body).toMatchObject({ statusCode: 'U33' });
    expect((await signIn(passkey, { userVerified: false })).status).toBe(401);
    expect((await signIn(passkey)).status).toBe(200);
  });

  it('refuses a passkey whose counter went back (a cloned authenticator)', async () => {
    const { passkey } = await authorWithPasskey();
    expect((await signIn(passkey)).status).toBe(200);
    expect((await signIn(passkey)).status).toBe(200);
    passkey.counter = 0; // the clone's counter: get() signs 1, which the server has seen
    const cloned = await signIn(passkey);
    expect(cloned.status).toBe(401);
    expect(cloned.body).toMatchObject({ statusCode: 'U33' });
  });

  it('removes a passkey (emailing the author) that then signs in no more; not another author’s', async () => {
    const { author, passkey } = await authorWithPasskey();
    const other = await signUp(server, { verified: true });
    const [stored] = await storedPasskeys(author.id);
    const path = `/user/passkeys/${stored?.id}`;
    expect((await server.request('DELETE', path, { token: other.accessToken })).status).toBe(404);
    expect(
      (await server.request('PUT', path, { token: other.accessToken, body: { name: 'Mine' } }))
        .status,
    ).toBe(404);
    const renamed = await server.request('PUT', path, {
      token: author.accessToken,
      body: { name: 'Old phone' },
    });
    expect(renamed.body).toMatchObject({ passkey: { name: 'Old phone' } });

    expect((await server.request('DELETE', path, { token: author.accessToken })).status).toBe(200);
    expect(await storedPasskeys(author.id)).toEqual([]);
    expect((await signIn(passkey)).status).toBe(401);
    const [email] = await mailTo(
      author.email,
      'A passkey was removed from your Print on Demand account',
    );
    expect(email?.text).toContain('The passkey "Old phone" was removed');
  });

  it('refuses a suspended account, like the password login', async () => {
    const { author, passkey } = await authorWithPasskey();
    await database.db.update(users).set({ suspendedAt: sql`now()` }).where(eq(users.id, author.id));
    const refused = await signIn(passkey);
    expect(refused.status).toBe(401);
    expect(refused.body).toEqual({ statusCode: 'U33', description: SIGN_IN_FAILED });
  });

  it('counts failed passkey sign-ins toward the login lock of the account', async () => {
    const { author, passkey } = await authorWithPasskey();
    for (let attempt = 1; attempt <= 5; attempt++) {
      expect((await signIn(passkey, { origin: 'https://phish.example' })).status).toBe(401);
    }
    const locked = await signIn(passkey);
    expect(locked.status).toBe(429);
    expect(Number(locked.headers.get('retry-after'))).toBeGreaterThan(0);
    const password = await server.request('POST', '/authO/login', {
      body: { email: author.email, password: author.password },
    });
    expect(password.status).toBe(429);
  });

  it('keeps only live challenges: an unanswered one is dropped once expired', async () => {
    const author = await signUp(server, { verified: true });
    const { challenge } = await registrationOptions(author);
    await database.db
      .update(webauthnChallenges)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(webauthnChallenges.challenge, challenge));
    await signInOptions();
    await vi.waitFor(async () => {
      const left = await database.db
        .select()
        .from(webauthnChallenges)
        .where(eq(webauthnChallenges.challenge, challenge));
      expect(left).toEqual([]);
    });
  });
});
