import { afterEach, describe, expect, it } from 'vitest';
import { draftsInStorage, dropDraftsOfOthers, restoreDrafts } from './kept-drafts.ts';

describe('drafts kept through a forced logout', () => {
  afterEach(() => localStorage.clear());

  it('go back to their author', () => {
    localStorage.setItem('calc_title', '"Tides"');
    const drafts = draftsInStorage();
    localStorage.clear();
    restoreDrafts(drafts, 42);
    dropDraftsOfOthers(42);
    expect(localStorage.getItem('calc_title')).toBe('"Tides"');
    expect(localStorage.getItem('draft-owner')).toBeNull();
  });

  it('are never shown to someone else who signs in on the same browser', () => {
    restoreDrafts([['calc_title', '"Tides"']], 42);
    localStorage.setItem('pod-portal.lastTransaction', 'BAL-1');
    dropDraftsOfOthers(7);
    expect(localStorage.getItem('calc_title')).toBeNull();
    expect(localStorage.getItem('draft-owner')).toBeNull();
    expect(localStorage.getItem('pod-portal.lastTransaction')).toBe('BAL-1');
  });

  it('without an owner (nothing was kept) are left alone', () => {
    localStorage.setItem('calc_title', '"Mine"');
    dropDraftsOfOthers(7);
    expect(localStorage.getItem('calc_title')).toBe('"Mine"');
  });
});
