import { describe, expect, it } from 'vitest';
import { readTestFacts, testBookPdf } from '../test/preflight-fix-pdfs.ts';
import { CHANGED_MESSAGE } from './apply-fix.ts';
import { availableFixes, type FixBook, type FixedFile, fixedFileName, fixFile } from './index.ts';

const book: FixBook = { trim: { widthMm: 148, heightMm: 210 }, binding: 'perfect-bound' };

describe('fixFile', () => {
  it('gives a new file, named as fixed, and leaves the chosen one as it was', async () => {
    const bytes = await testBookPdf({ pages: 9, sizeMm: book.trim });
    const chosen = new File([bytes.slice()], 'My book.pdf', { type: 'application/pdf' });
    const [fix] = availableFixes(await readTestFacts(bytes), book);
    if (!fix) throw new Error('no fix offered');
    const fixed: FixedFile = await fixFile(chosen, fix, book);
    if (!fixed.ok) throw new Error(fixed.message);
    expect(fixed.file.name).toBe('My book (fixed).pdf');
    expect(fixed.file.type).toBe('application/pdf');
    expect(new Uint8Array(await chosen.arrayBuffer())).toEqual(bytes);
    const after = await readTestFacts(new Uint8Array(await fixed.file.arrayBuffer()));
    expect(after.pageCount).toBe(10);
    expect(availableFixes(after, book)).toEqual([]);
  });

  it('says why when the fix is refused', async () => {
    const bytes = await testBookPdf({ pages: 9, sizeMm: book.trim });
    const chosen = new File([bytes.slice()], 'book.pdf', { type: 'application/pdf' });
    const fix = { kind: 'pad-pages', pages: 1, pageCount: 11, label: '', explanation: '' } as const;
    expect(await fixFile(chosen, fix, book)).toEqual({ ok: false, message: CHANGED_MESSAGE });
  });
});

describe('fixedFileName', () => {
  it('marks the name once, keeping the extension', () => {
    expect(fixedFileName('book.pdf')).toBe('book (fixed).pdf');
    expect(fixedFileName('book (fixed).pdf')).toBe('book (fixed).pdf');
    expect(fixedFileName('My.Book.PDF')).toBe('My.Book (fixed).PDF');
    expect(fixedFileName('book')).toBe('book (fixed).pdf');
  });
});
