import { BINDINGS, type MarketPrices, type PriceList } from '@pod-portal/domain';
import { asc } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  bindingPrices,
  coverTypePrices,
  digitalTerms,
  marketTerms,
  paperTypePrices,
  priceList,
  servicePrices,
} from '../../db/schema/books.ts';

type Market = 'local' | 'international';

/** A stored price list missing a part it needs: the seed did not run or an operator broke it. */
function missing(part: string): Error {
  return new Error(`the stored price list has no ${part}`);
}

/** Bindings come in the domain catalogue's order (perfect bound first). */
const catalogueOrder = (id: string) => BINDINGS.findIndex((binding) => binding.id === id);

/** The price list in force, read from the database in the domain's `PriceList` shape. */
export async function loadPriceList(db: Db): Promise<PriceList> {
  const [meta, papers, covers, bindings, terms, digital, services] = await Promise.all([
    db.select().from(priceList),
    db.select().from(paperTypePrices).orderBy(asc(paperTypePrices.id)),
    db.select().from(coverTypePrices).orderBy(asc(coverTypePrices.id)),
    db.select().from(bindingPrices),
    db.select().from(marketTerms),
    db.select().from(digitalTerms),
    db.select().from(servicePrices),
  ]);
  const version = meta[0]?.version;
  if (version === undefined) throw missing('version');

  const marketPrices = (market: Market): MarketPrices => {
    const term = terms.find((row) => row.market === market);
    if (!term) throw missing(`${market} terms`);
    return {
      paperTypes: papers
        .filter((row) => row.market === market)
        .map(({ id, name, maxPage, caliperMm, perPageBw, perPageColour }) => ({
          id,
          name,
          maxPage,
          caliperMm,
          perPageBw,
          perPageColour,
        })),
      coverTypes: covers
        .filter((row) => row.market === market)
        .map(({ id, name, perCover }) => ({ id, name, perCover })),
      bindings: bindings
        .filter((row) => row.market === market)
        .sort((a, b) => catalogueOrder(a.id) - catalogueOrder(b.id))
        .map(({ id, perBook, maxPages }) => ({ id, perBook, maxPages })),
      options: {
        duplexPerBook: term.duplexPerBook,
        softTouchPerCover: term.softTouchPerCover,
        spiralPerBook: term.spiralPerBook,
        perforationPerBook: term.perforationPerBook,
        spotUvPerCover: term.spotUvPerCover,
      },
      marketplaceDiscount: term.marketplaceDiscount,
      pricesIncludeVat: term.pricesIncludeVat,
    };
  };

  const ebook = digital.find((row) => row.format === 'ebook');
  const audiobook = digital.find((row) => row.format === 'audiobook');
  if (!ebook || ebook.conversionFixed === null) throw missing('ebook terms');
  if (!audiobook || audiobook.recordingPerPage === null) throw missing('audiobook terms');
  const service = (id: (typeof services)[number]['id']) => {
    const row = services.find((entry) => entry.id === id);
    if (!row) throw missing(`${id} service price`);
    return row.cost;
  };

  return {
    version,
    local: marketPrices('local'),
    international: marketPrices('international'),
    ebook: {
      wholesaleDiscount: ebook.wholesaleDiscount,
      royaltyShare: ebook.royaltyShare,
      uploadFee: ebook.uploadFee,
      conversionFixed: ebook.conversionFixed,
    },
    audiobook: {
      wholesaleDiscount: audiobook.wholesaleDiscount,
      royaltyShare: audiobook.royaltyShare,
      uploadFee: audiobook.uploadFee,
      recordingPerPage: audiobook.recordingPerPage,
    },
    services: {
      coverDesign: service('coverDesign'),
      thumbnailDesign: service('thumbnailDesign'),
      formatting: service('formatting'),
      bleeding: service('bleeding'),
      epubConversion: service('epubConversion'),
      isbnCreation: service('isbnCreation'),
      revisions: service('revisions'),
    },
  };
}
