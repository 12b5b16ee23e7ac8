import { describe, expect, it } from 'vitest';
import { parseCartItemMisc } from '../cart/cart-item-misc.ts';
import { onceOffCharges } from '../cart/once-off-charges.ts';
import { defaultPriceList } from '../catalogue/default-price-list.ts';
import { coverServiceOptions } from './cover-services.ts';
import { serviceCartItems } from './service-cart-items.ts';
import {
  flaggedServices,
  requiredFiles,
  servicesMissing,
  servicesNotOffered,
} from './submission-files.ts';

describe('coverServiceOptions', () => {
  it('offers cover design for print and bleeding and formatting for raw uploads', () => {
    expect(
      coverServiceOptions({ format: 'print', uploadType: 'raw', conversionNeeded: false }),
    ).toEqual({
      services: ['thumbnailDesign', 'coverDesign', 'formatting', 'bleeding'],
      heavyGraphicsQuestion: false,
    });
    expect(
      coverServiceOptions({ format: 'print', uploadType: 'pdf', conversionNeeded: false }).services,
    ).toEqual(['thumbnailDesign', 'coverDesign']);
  });

  it('offers epub conversion for ebooks and asks about heavy graphics only when converting', () => {
    expect(
      coverServiceOptions({ format: 'ebook', uploadType: 'pdf', conversionNeeded: true }),
    ).toEqual({
      services: ['thumbnailDesign', 'epubConversion'],
      heavyGraphicsQuestion: true,
    });
    expect(
      coverServiceOptions({ format: 'ebook', uploadType: 'pdf', conversionNeeded: false })
        .heavyGraphicsQuestion,
    ).toBe(false);
    expect(
      coverServiceOptions({ format: 'audiobook', uploadType: 'pdf', conversionNeeded: true }),
    ).toEqual({
      services: ['thumbnailDesign'],
      heavyGraphicsQuestion: false,
    });
  });
});

describe('serviceCartItems', () => {
  it('stores each charge with a misc that reads back', () => {
    const items = serviceCartItems(
      onceOffCharges(
        {
          format: 'print',
          isbnNeeded: true,
          recordedPages: null,
          services: new Set(['coverDesign']),
        },
        defaultPriceList,
      ),
    );
    expect(items.map((item) => [item.service, item.cost])).toEqual([
      ['coverDesign', 150_000],
      ['isbnCreation', 25_000],
    ]);
    for (const item of items) {
      expect(parseCartItemMisc(item.misc)).toEqual({
        ok: true,
        value: { name: item.name, description: item.description, cost: item.cost, discount: null },
      });
    }
    expect(serviceCartItems([])).toEqual([]);
  });
});

describe('the submission: services ticked and files needed', () => {
  const print = { format: 'print', uploadType: 'pdf', recordingRequired: false } as const;

  it('reads the service flags and refuses services the cover step does not offer', () => {
    const services = flaggedServices({ cover_needed: true, conversion_needed: true });
    expect([...services]).toEqual(['coverDesign', 'epubConversion']);
    expect(servicesNotOffered({ ...print, services })).toEqual(['epubConversion']);
    expect(
      servicesNotOffered({
        ...print,
        format: 'ebook',
        services: flaggedServices({ conversion_needed: true }),
      }),
    ).toEqual([]);
  });

  it('needs formatting for a raw upload (a Word document our team lays out), nothing for a PDF', () => {
    const raw = { ...print, uploadType: 'raw' as const };
    expect(servicesMissing({ ...raw, services: new Set() })).toEqual(['formatting']);
    expect(
      servicesMissing({ ...raw, services: flaggedServices({ formatting_needed: true }) }),
    ).toEqual([]);
    expect(servicesMissing({ ...print, services: new Set() })).toEqual([]);
    expect(requiredFiles({ ...raw, services: new Set(['formatting']) }).book).toEqual(['.docx']);
  });

  it('asks for the cover and thumbnail unless their design is ordered', () => {
    expect(requiredFiles({ ...print, services: new Set() })).toEqual({
      book: ['.pdf'],
      cover: ['.pdf'],
      thumbnail: true,
      audio: null,
    });
    expect(
      requiredFiles({ ...print, services: new Set(['coverDesign', 'thumbnailDesign'] as const) }),
    ).toMatchObject({ cover: null, thumbnail: false });
  });

  it('takes an ebook as epub, or as a document to convert, and never asks for a print cover', () => {
    const ebook = { ...print, format: 'ebook' } as const;
    expect(requiredFiles({ ...ebook, services: new Set() })).toMatchObject({
      book: ['.epub'],
      cover: null,
    });
    expect(
      requiredFiles({ ...ebook, services: new Set(['epubConversion'] as const) }).book,
    ).toEqual(['.pdf', '.docx', '.indd']);
  });

  it('takes chapters from an author who recorded the audiobook, and the book file otherwise', () => {
    const audiobook = { ...print, format: 'audiobook', services: new Set<never>() } as const;
    expect(requiredFiles(audiobook)).toMatchObject({ book: null, audio: ['.mp3'] });
    expect(requiredFiles({ ...audiobook, recordingRequired: true })).toMatchObject({
      book: ['.pdf'],
      audio: null,
    });
  });
});
