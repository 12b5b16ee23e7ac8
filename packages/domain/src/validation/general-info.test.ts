import { describe, expect, it } from 'vitest';
import { createGeneralInfoSchema, type GeneralInfoContext } from './general-info.ts';
import { errorsOf as fieldErrorsOf } from './test-field-errors.ts';

const context: GeneralInfoContext = {
  paperTypes: [
    { id: 1, maxPage: 1200 },
    { id: 3, maxPage: 800 },
  ],
};

const errorsOf = (input: unknown, ctx: GeneralInfoContext = context) =>
  fieldErrorsOf(createGeneralInfoSchema(ctx), input);

const printBook = {
  title: 'The Long Road',
  bookFormat: 'print',
  isLocal: true,
  isInternational: true,
  genre: 'FIC000000',
  bisacCode: 'FIC000000',
  isbnNumberNeeded: false,
  isbnNumber: '978-0-306-40615-7',
  numPages: '240',
  size: '152x229',
  bookHeight: 229,
  bookWidth: '152',
  orientation: 'portrait',
  color: 'B&W',
  coverFinish: 'Matt',
  paperSide: 42,
  localPaperType: '1',
  localCoverPaperType: 2,
  internationalPaperType: 3,
  internationalCoverPaperType: '4',
  bookPrice: '249.99',
  internationalBookPrice: 14.5,
  binding: 'perfect-bound',
};

const ebook = {
  title: 'The Long Road',
  bookFormat: 'ebook',
  isLocal: false,
  isInternational: true,
  genre: 'FIC000000',
  author: 'Thandi Mokoena',
  contributors: [{ name: 'Sipho Dube', role: 'Editor' }],
  isbnNumberNeeded: true,
  numPages: 2000,
  internationalBookPrice: '9.99',
};

describe('createGeneralInfoSchema', () => {
  it('accepts a complete print book and a complete ebook', () => {
    expect(errorsOf(printBook)).toEqual({});
    expect(errorsOf(ebook)).toEqual({});
  });

  it('flags every required field of an empty form at once, not only the title and format', () => {
    expect(
      Object.keys(
        errorsOf({ title: '', isLocal: false, isInternational: false, isbnNumberNeeded: false }),
      ).sort(),
    ).toEqual(['bookFormat', 'genre', 'isLocal', 'isbnNumber', 'numPages', 'title']);
  });

  it('checks the title length', () => {
    expect(errorsOf({ ...printBook, title: '  ' })).toEqual({
      title: ['Please enter a title for your book'],
    });
    expect(errorsOf({ ...printBook, title: 'Ab' })).toEqual({
      title: ['Title must be at least 3 characters long'],
    });
    expect(errorsOf({ ...printBook, title: 'A'.repeat(50) })).toEqual({
      title: ['Title must be less than 50 characters long'],
    });
    expect(errorsOf({ ...printBook, title: 'A'.repeat(49) })).toEqual({});
    expect(errorsOf({ ...printBook, title: 'Abc' })).toEqual({});
  });

  it('requires a format', () => {
    expect(errorsOf({ ...printBook, bookFormat: '' })).toEqual({
      bookFormat: ['Please select a format for your book'],
    });
  });

  it('requires a sales region and genre, and keeps ebooks international', () => {
    expect(errorsOf({ ...printBook, isLocal: false, isInternational: false, genre: '' })).toEqual({
      isLocal: ['Please select where your book will be sold'],
      genre: ['Please select a genre for your book'],
    });
    expect(errorsOf({ ...ebook, isLocal: true })).toMatchObject({
      isLocal: ['Ebooks are sold internationally only'],
    });
  });

  it('checks the BISAC code when one is given', () => {
    expect(errorsOf({ ...printBook, bisacCode: 'FICTION' })).toEqual({
      bisacCode: ['Please enter a valid BISAC code'],
    });
  });

  it('requires a valid author and complete contributors for an ebook', () => {
    expect(errorsOf({ ...ebook, author: undefined })).toEqual({
      author: ['Please enter a valid author for your book'],
    });
    expect(errorsOf({ ...ebook, author: 'Thandi 99' })).toEqual({
      author: ['Please enter a valid author for your book'],
    });
    expect(errorsOf({ ...ebook, contributors: [{ name: '', role: 'Editor' }] })).toEqual({
      contributors: ['Please fill both the Contributor Name and Contributor Role fields'],
    });
  });

  it('requires a valid ISBN-13 unless registration is requested', () => {
    const isbnMessage =
      'Please enter a valid ISBN number for your book - 13 characters long and only numbers.';
    expect(errorsOf({ ...printBook, isbnNumber: '' })).toEqual({ isbnNumber: [isbnMessage] });
    expect(errorsOf({ ...printBook, isbnNumber: undefined })).toEqual({
      isbnNumber: [isbnMessage],
    });
    expect(errorsOf({ ...printBook, isbnNumber: '978030640615' })).toEqual({
      isbnNumber: [isbnMessage],
    });
    // 13 digits with a wrong check digit is a typing error, and says so.
    expect(errorsOf({ ...printBook, isbnNumber: '978-0-306-40615-8' })).toEqual({
      isbnNumber: [
        'Please check your ISBN for a typing error - with these first 12 digits the last digit would be 7, not 8.',
      ],
    });
    expect(errorsOf({ ...printBook, isbnNumber: '9780306406157' })).toEqual({});
    expect(errorsOf({ ...printBook, isbnNumberNeeded: true, isbnNumber: '' })).toEqual({});
  });

  it('requires a whole number of at least 18 pages', () => {
    const pages = (numPages: unknown) => errorsOf({ ...printBook, numPages }).numPages;
    expect(pages(undefined)).toEqual(['Please enter the number of pages of your book']);
    expect(pages('')).toEqual(['Please enter the number of pages of your book']);
    expect(pages('24.5')).toEqual(['Please enter the number of pages of your book']);
    expect(pages('17')).toEqual(['Local and International books require at least 18 pages']);
    expect(pages(18)).toBeUndefined();
  });

  it('caps books other than ebooks at 1200 pages', () => {
    const wide = { paperTypes: [{ id: 1, maxPage: 5000 }] };
    const book = { ...printBook, internationalPaperType: 1 };
    expect(errorsOf({ ...book, numPages: 1201 }, wide).numPages).toEqual([
      'Books can have at most 1200 pages',
    ]);
    expect(errorsOf({ ...book, numPages: 1200 }, wide).numPages).toBeUndefined();
    expect(errorsOf({ ...ebook, bookFormat: 'audiobook', numPages: 1201 }).numPages).toEqual([
      'Books can have at most 1200 pages',
    ]);
    expect(errorsOf({ ...ebook, numPages: 1201 }).numPages).toBeUndefined();
  });

  it('caps saddle stitch binding at 96 pages', () => {
    const saddle = { ...printBook, binding: 'saddle-stitch' };
    expect(errorsOf({ ...saddle, numPages: 97 }).numPages).toEqual([
      'Maximum number of pages for saddle stitch binding is 96.',
    ]);
    expect(errorsOf({ ...saddle, numPages: 96 })).toEqual({});
  });

  it('refuses more pages than a chosen paper type holds', () => {
    expect(errorsOf({ ...printBook, numPages: 801 }).numPages).toEqual([
      'The amount of pages exceed the paper type',
    ]);
    expect(errorsOf({ ...printBook, numPages: 800 })).toEqual({});
    expect(
      errorsOf({ ...printBook, isInternational: false, internationalBookPrice: '', numPages: 801 }),
    ).toEqual({});
    expect(
      errorsOf({ ...printBook, isLocal: false, localPaperType: 3, bookPrice: '', numPages: 900 })
        .numPages,
    ).toEqual(['The amount of pages exceed the paper type']);
    expect(
      errorsOf({ ...printBook, localPaperType: 99, internationalPaperType: 98, numPages: 1000 }),
    ).toEqual({});
  });

  it('requires the print specification of a print book', () => {
    expect(
      errorsOf({
        ...printBook,
        size: '',
        bookHeight: '',
        bookWidth: 0,
        orientation: 'round',
        color: undefined,
        coverFinish: 'Satin',
        paperSide: '',
        localPaperType: '',
        localCoverPaperType: undefined,
        internationalPaperType: ' ',
        internationalCoverPaperType: '',
        binding: '',
      }),
    ).toEqual({
      size: ['Please select the dimensions of your book'],
      binding: ['Please select a binding for your book'],
      bookHeight: ['Please enter the height of your book'],
      bookWidth: ['Please enter the width of your book'],
      orientation: ['Please select the orientation of your book'],
      color: ['Please select the colour of your book'],
      coverFinish: ['Please select a cover finish for your book'],
      paperSide: ['Please select the paper side of your book'],
      localPaperType: ['Please select a local paper type'],
      localCoverPaperType: ['Please select a local cover type'],
      internationalPaperType: ['Please select an international paper type'],
      internationalCoverPaperType: ['Please select an international cover type'],
    });
  });

  it('treats a missing orientation or cover finish as not chosen', () => {
    expect(errorsOf({ ...printBook, orientation: undefined, coverFinish: undefined })).toEqual({
      orientation: ['Please select the orientation of your book'],
      coverFinish: ['Please select a cover finish for your book'],
    });
  });

  it('asks paper types only for the chosen markets', () => {
    expect(
      errorsOf({
        ...printBook,
        isInternational: false,
        internationalPaperType: '',
        internationalCoverPaperType: '',
      }),
    ).toEqual({});
  });

  it('asks no print specification of an ebook or audiobook', () => {
    expect(
      errorsOf({ ...ebook, size: '', color: 'Sepia', binding: 'saddle-stitch', numPages: 500 }),
    ).toEqual({});
    expect(
      errorsOf({ ...ebook, bookFormat: 'audiobook', binding: 'saddle-stitch', numPages: 500 }),
    ).toEqual({});
  });

  it('requires a price of up to 8 digits and 2 decimals for each chosen market', () => {
    expect(errorsOf({ ...printBook, bookPrice: '', internationalBookPrice: undefined })).toEqual({
      bookPrice: ['Please enter a price for your book'],
      internationalBookPrice: ['Please enter a price for your book'],
    });
    expect(
      errorsOf({ ...printBook, bookPrice: '123456789', internationalBookPrice: '1.999' }),
    ).toEqual({
      bookPrice: ['Please enter a valid price - up to 8 digits and 2 decimals'],
      internationalBookPrice: ['Please enter a valid price - up to 8 digits and 2 decimals'],
    });
    expect(errorsOf({ ...printBook, bookPrice: '-5' }).bookPrice).toEqual([
      'Please enter a valid price - up to 8 digits and 2 decimals',
    ]);
    expect(errorsOf({ ...printBook, bookPrice: '12345678.99' })).toEqual({});
  });

  it('refuses prices whose estimated royalty is negative', () => {
    const negative = { ...context, estimatedRoyalties: { local: -1, international: -250 } };
    expect(errorsOf(printBook, negative)).toEqual({
      bookPrice: ['Estimated royals cannot be a negative amount'],
      internationalBookPrice: ['Estimated royals cannot be a negative amount'],
    });
    expect(errorsOf(printBook, { ...context, estimatedRoyalties: { local: 0 } })).toEqual({});
  });
});
