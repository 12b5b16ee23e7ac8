import { SUCCESS } from '@pod-portal/domain';
import { asc } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import { voiceArtists } from '../../../../db/schema/books.ts';
import { currentPriceList } from '../../current-price-list.ts';
import { quoteResources } from '../../quote-resources.ts';

/** The price list, the calculator's choices and the voice-over artists. */
const pricing: FastifyPluginAsync = async (app) => {
  app.get('/user/pricinglist', async () => ({
    ...SUCCESS,
    prices: await currentPriceList(app.db),
  }));

  app.get('/user/quoteinfo', async () => ({
    ...SUCCESS,
    resources: await quoteResources(app.db, await currentPriceList(app.db)),
  }));

  app.get('/voiceover/getallvoiceoverartists', async () => {
    const artists = await app.db.select().from(voiceArtists).orderBy(asc(voiceArtists.id));
    return {
      ...SUCCESS,
      voiceArtists: artists.map(({ sampleUrl, ...artist }) => ({
        ...artist,
        sample_url: sampleUrl,
      })),
    };
  });
};

export default pricing;
