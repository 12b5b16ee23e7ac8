import { describe, expect, it } from 'vitest';
import { type FormatDraft, updateDraft } from './update-draft.ts';

const draft: FormatDraft = {
  format: 'print',
  isLocal: true,
  isInternational: false,
  numPages: 80,
  size: '148x210',
  height: 210,
  width: 148,
  orientation: 'portrait',
  template: 'A5',
  colour: 'B&W',
  localPaperType: 1,
  localCoverPaperType: 2,
  internationalPaperType: 3,
  internationalCoverPaperType: 4,
  binding: 'saddle-stitch',
  isbn: '9780306406157',
  isbnNeeded: false,
};

const NO_PAPER = {
  localPaperType: null,
  localCoverPaperType: null,
  internationalPaperType: null,
  internationalCoverPaperType: null,
};

describe('updateDraft', () => {
  it('forces an ebook international only', () => {
    expect(updateDraft(draft, { type: 'format', format: 'ebook' })).toMatchObject({
      format: 'ebook',
      isLocal: false,
      isInternational: true,
    });
    expect(updateDraft(draft, { type: 'format', format: 'audiobook' })).toMatchObject({
      format: 'audiobook',
      isLocal: true,
    });
  });

  it('lets the market toggles work only for print', () => {
    expect(updateDraft(draft, { type: 'international', on: true }).isInternational).toBe(true);
    expect(updateDraft(draft, { type: 'local', on: false }).isLocal).toBe(false);
    const ebook = updateDraft(draft, { type: 'format', format: 'ebook' });
    expect(updateDraft(ebook, { type: 'local', on: true })).toBe(ebook);
    expect(updateDraft(ebook, { type: 'international', on: false })).toBe(ebook);
  });

  it('sets the dimensions from a size and clears the paper types', () => {
    expect(updateDraft(draft, { type: 'size', sizeId: '297x210' })).toEqual({
      ...draft,
      ...NO_PAPER,
      size: '297x210',
      height: 210,
      width: 297,
      orientation: 'landscape',
      template: 'A4',
    });
    expect(updateDraft(draft, { type: 'size', sizeId: '148x210' })).toBe(draft);
    expect(updateDraft(draft, { type: 'size', sizeId: 'nope' })).toBe(draft);
  });

  it('clears the paper types when pages or colour change, not when they stay', () => {
    expect(updateDraft(draft, { type: 'pages', pages: 90 })).toEqual({
      ...draft,
      ...NO_PAPER,
      numPages: 90,
    });
    expect(updateDraft(draft, { type: 'pages', pages: 80 })).toBe(draft);
    expect(updateDraft(draft, { type: 'colour', colour: 'Colo' })).toEqual({
      ...draft,
      ...NO_PAPER,
      colour: 'Colo',
    });
    expect(updateDraft(draft, { type: 'colour', colour: 'B&W' })).toBe(draft);
  });

  it('clears saddle stitch above 96 pages and refuses it for such a book', () => {
    expect(updateDraft(draft, { type: 'pages', pages: 97 }).binding).toBeNull();
    expect(updateDraft(draft, { type: 'pages', pages: 96 }).binding).toBe('saddle-stitch');
    expect(updateDraft(draft, { type: 'pages', pages: null }).binding).toBe('saddle-stitch');
    const thick = updateDraft(
      { ...draft, binding: 'perfect-bound' },
      { type: 'pages', pages: 300 },
    );
    expect(thick.binding).toBe('perfect-bound');
    expect(updateDraft(thick, { type: 'binding', binding: 'saddle-stitch' }).binding).toBeNull();
    expect(updateDraft(thick, { type: 'binding', binding: 'case-bound' }).binding).toBe(
      'case-bound',
    );
  });

  it('clears the ISBN when ISBN-needed is toggled', () => {
    expect(updateDraft(draft, { type: 'isbn-needed', needed: true })).toMatchObject({
      isbnNeeded: true,
      isbn: '',
    });
  });
});
