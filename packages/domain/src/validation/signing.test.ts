import { describe, expect, it } from 'vitest';
import { resignSchema } from './resign.ts';
import { signingSchema } from './signing.ts';
import { errorsOf } from './test-field-errors.ts';

const signed = {
  acceptedTerms: true,
  signature: 'data:image/png;base64,iVBORw0KGgo=',
  initials: 'data:image/png;base64,iVBORw0KGgo=',
  signedPlace: 'Cape Town, South Africa',
};

describe('signingSchema', () => {
  it('accepts terms, signature, initials and place', () => {
    expect(errorsOf(signingSchema, signed)).toEqual({});
  });

  it('requires each of them', () => {
    expect(
      errorsOf(signingSchema, {
        acceptedTerms: false,
        signature: '',
        initials: '',
        signedPlace: ' ',
      }),
    ).toEqual({
      acceptedTerms: ['Please accept the terms and conditions'],
      signature: ['Please draw your signature'],
      initials: ['Please draw your initials'],
      signedPlace: ['Please enter the signed place'],
    });
  });

  it('wants the drawings as PNG images', () => {
    expect(
      errorsOf(signingSchema, {
        ...signed,
        signature: 'data:image/jpeg;base64,/9j/',
        initials: 'x',
      }),
    ).toEqual({
      signature: ['Please draw your signature'],
      initials: ['Please draw your initials'],
    });
  });
});

describe('resignSchema', () => {
  it('needs a chosen book besides the signing', () => {
    expect(errorsOf(resignSchema, { ...signed, bookId: 12 })).toEqual({});
    expect(errorsOf(resignSchema, { ...signed, bookId: '12' })).toEqual({});
    expect(errorsOf(resignSchema, signed)).toEqual({ bookId: ['Please choose a book'] });
    expect(errorsOf(resignSchema, { ...signed, bookId: '' })).toEqual({
      bookId: ['Please choose a book'],
    });
    expect(errorsOf(resignSchema, { ...signed, bookId: 0 })).toEqual({
      bookId: ['Please choose a book'],
    });
  });

  it('needs the terms, drawings and place as well', () => {
    expect(
      errorsOf(resignSchema, {
        bookId: 3,
        acceptedTerms: false,
        signature: '',
        initials: '',
        signedPlace: '',
      }),
    ).toEqual({
      acceptedTerms: ['Please accept the terms and conditions'],
      signature: ['Please draw your signature'],
      initials: ['Please draw your initials'],
      signedPlace: ['Please enter the signed place'],
    });
  });
});
