import { expect, it } from 'vitest';
import { describeOnEachDatabase } from '../../../../test/on-each-database.ts';

describeOnEachDatabase('health', {}, (server) => {
  it('answers ok with the version when the database answers', async () => {
    const answer = await server.request('GET', '/health');
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ status: 'ok', version: server.config.version, database: 'ok' });
    expect(answer.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('answers the 404 envelope for a path outside the contract', async () => {
    const answer = await server.request('GET', '/no/such/thing');
    expect(answer.status).toBe(404);
    expect(answer.body).toEqual({ statusCode: 404, description: 'Not found' });
  });
});
