import { defaultPriceList, SPINES, TRIM_SIZES } from '@pod-portal/domain';
import { beforeAll, expect, it } from 'vitest';
import { seedPricing } from '../../../../db/seed-pricing.ts';
import { signUp } from '../../../../test/accounts.ts';
import { CORE_ROUTES } from '../../../../test/harness.ts';
import { describeOnEachDatabase } from '../../../../test/on-each-database.ts';

const ROUTES = [...CORE_ROUTES, 'pricing'];

describeOnEachDatabase('pricing', { routes: ROUTES }, (server, database) => {
  let token: string;
  beforeAll(async () => {
    token = (await signUp(server)).accessToken;
  });

  it('serves the seeded price list, and seeding again changes nothing', async () => {
    await seedPricing(database.db);
    const answer = await server.request('GET', '/user/pricinglist', { token });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      statusCode: 0,
      description: 'Successful',
      prices: defaultPriceList,
    });
  });

  it('serves the quote resources per market, bindings and trim sizes', async () => {
    const answer = await server.request<{ resources: Record<string, unknown[]> }>(
      'GET',
      '/user/quoteinfo',
      {
        token,
      },
    );
    expect(answer.status).toBe(200);
    const { resources } = answer.body;
    expect(resources.paperTypes).toContainEqual({
      id: 3,
      name: '70lb / 104gsm White',
      market: 'international',
      maxPage: 800,
    });
    expect(resources.coverTypes).toHaveLength(
      defaultPriceList.local.coverTypes.length + defaultPriceList.international.coverTypes.length,
    );
    expect(resources.bindings).toContainEqual({
      id: 'saddle-stitch',
      name: 'Saddle Stitch',
      maxPages: 96,
    });
    expect(resources.trimSizes).toHaveLength(TRIM_SIZES.length);
    expect(resources.spines).toEqual(SPINES);
  });

  it('lists the voice-over artists', async () => {
    const answer = await server.request<{ voiceArtists: { name: string; sample_url: unknown }[] }>(
      'GET',
      '/voiceover/getallvoiceoverartists',
      { token },
    );
    expect(answer.status).toBe(200);
    expect(answer.body.voiceArtists.length).toBeGreaterThan(0);
    expect(answer.body.voiceArtists[0]).toMatchObject({ name: 'Lerato Khumalo', sample_url: null });
  });

  it('needs a token for the price list', async () => {
    expect((await server.request('GET', '/user/pricinglist')).status).toBe(401);
  });
});
