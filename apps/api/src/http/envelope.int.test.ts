import { expect, it } from 'vitest';
import { signUp } from '../test/accounts.ts';
import { CORE_ROUTES, startServer } from '../test/harness.ts';
import { describeOnEachDatabase } from '../test/on-each-database.ts';

describeOnEachDatabase(
  'bad input answers the envelope, never 500,',
  { config: { bodyLimitBytes: 4096 } },
  (server, database) => {
    it('malformed JSON: 400', async () => {
      const answer = await server.request('POST', '/authO/login', {
        rawBody: '{"email": "a@b.co", ',
      });
      expect(answer.status).toBe(400);
      expect(answer.body).toEqual({
        statusCode: 400,
        description: 'Invalid input: the body is not valid JSON',
        errors: [{ field: '', message: 'Invalid input: the body is not valid JSON' }],
      });
    });

    it('an empty JSON body or none at all: 400', async () => {
      const empty = await server.request('POST', '/authO/login', { rawBody: '' });
      expect(empty.status).toBe(400);
      expect(empty.body).toMatchObject({ statusCode: 400 });
      const none = await server.request('POST', '/authO/login');
      expect(none.status).toBe(400);
      expect(none.body).toMatchObject({
        statusCode: 400,
        errors: [{ field: '', message: 'The request must be object' }],
      });
    });

    it('wrong types: 400 naming the field (bodies are not coerced)', async () => {
      const answer = await server.request('POST', '/authO/login', {
        body: { email: 42, password: 'x' },
      });
      expect(answer.status).toBe(400);
      expect(answer.body).toEqual({
        statusCode: 400,
        description: 'Invalid input',
        errors: [{ field: 'email', message: 'email must be string' }],
      });
      const user = await signUp(server, { verified: true });
      const flag = await server.request('POST', '/user/initiallogin', {
        token: user.accessToken,
        body: { initial_login: '1' },
      });
      expect(flag.status).toBe(400);
      expect(flag.body).toMatchObject({ errors: [{ field: 'initial_login' }] });
    });

    it('missing fields: 400 naming the field', async () => {
      const answer = await server.request('POST', '/authO/login', {
        body: { email: 'a@example.co.za' },
      });
      expect(answer.status).toBe(400);
      expect(answer.body).toEqual({
        statusCode: 400,
        description: 'Invalid input',
        errors: [{ field: 'password', message: 'password is required' }],
      });
    });

    it('a path parameter of the wrong type: 400 (a malformed link is an invalid link, U31)', async () => {
      const answer = await server.request('GET', `/user/verifyaccount/abc/${'t'.repeat(43)}`);
      expect(answer.status).toBe(400);
      expect(answer.body).toEqual({
        statusCode: 'U31',
        description: 'This link is invalid or has expired',
      });
      const reset = await server.request('PUT', '/user/pwdlinkcheck/1/short', {
        body: { password: 'N3w!secret', confirm_password: 'N3w!secret' },
      });
      expect(reset.body).toMatchObject({ statusCode: 'U31' });
    });

    it('an oversized body: 413', async () => {
      const answer = await server.request('POST', '/authO/login', {
        body: { email: 'a@example.co.za', password: 'x'.repeat(5000) },
      });
      expect(answer.status).toBe(413);
      expect(answer.body).toEqual({ statusCode: 413, description: 'Payload too large' });
    });

    it('an unsupported content type: 415', async () => {
      const answer = await server.request('POST', '/authO/login', {
        rawBody: '<login/>',
        headers: { 'content-type': 'application/xml' },
      });
      expect(answer.status).toBe(415);
      expect(answer.body).toMatchObject({ statusCode: 415 });
    });

    it('unknown routes and methods under /api: 404', async () => {
      for (const [method, path] of [
        ['GET', '/nothing/here'],
        ['POST', '/user/viewuserinfo'],
        ['HEAD', '/health'],
      ] as const) {
        const response = await fetch(`${server.url}/api${path}`, { method });
        expect(response.status).toBe(404);
        if (method !== 'HEAD')
          expect(await response.json()).toEqual({ statusCode: 404, description: 'Not found' });
      }
    });

    it('an unexpected failure: 500 with no internals', async () => {
      const broken = await startServer(database, {}, CORE_ROUTES);
      // The database goes away under the server: handlers throw driver errors.
      broken.app.db.select = () => {
        throw new Error('secret internal detail');
      };
      const answer = await broken.request('POST', '/authO/login', {
        body: { email: 'a@example.co.za', password: 'x' },
      });
      await broken.close();
      expect(answer.status).toBe(500);
      expect(answer.body).toEqual({ statusCode: 500, description: 'Internal server error' });
      expect(broken.logs.join('\n')).toContain('secret internal detail');
    });
  },
);
