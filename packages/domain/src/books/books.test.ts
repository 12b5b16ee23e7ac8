import { describe, expect, it } from 'vitest';
import { bookActions } from './book-actions.ts';
import { parseBookMisc } from './book-misc.ts';
import { bookStatusBadge } from './book-status.ts';
import { continueUploadPath } from './continue-upload-path.ts';
import { orderStatusColour } from './order-status.ts';
import { nextPayoutDate, payoutPeriodMonths } from './payout-date.ts';
import { shouldShowPayoutNotice } from './payout-notice.ts';
import { routeForUser } from './user-route.ts';

describe('bookStatusBadge', () => {
  it('colours pending orange, quote grey, denied red and the rest green, in upper case', () => {
    expect(bookStatusBadge('pending')).toEqual({ colour: 'orange', label: 'PENDING' });
    expect(bookStatusBadge('quote')).toEqual({ colour: 'grey', label: 'QUOTE' });
    expect(bookStatusBadge('Denied')).toEqual({ colour: 'red', label: 'DENIED' });
    expect(bookStatusBadge('approved')).toEqual({ colour: 'green', label: 'APPROVED' });
  });
});

describe('bookActions', () => {
  it('offers continue at getquote and signedcontract unless cancelled', () => {
    expect(bookActions({ bookStage: 'getquote', archived: false, isPaid: false })).toEqual({
      continueUpload: true,
      cancel: true,
      delete: false,
    });
    expect(bookActions({ bookStage: 'signedcontract', archived: true, isPaid: false })).toEqual({
      continueUpload: false,
      cancel: false,
      delete: true,
    });
    expect(
      bookActions({ bookStage: 'uploaded', archived: false, isPaid: false }).continueUpload,
    ).toBe(false);
  });

  it('offers Continue Upload Process for a submitted book whose upload was interrupted', () => {
    const interrupted = { bookStage: 'uploaded', filesPending: ['cover'], isPaid: false };
    expect(bookActions({ ...interrupted, archived: false }).continueUpload).toBe(true);
    expect(bookActions({ ...interrupted, archived: true }).continueUpload).toBe(false);
    expect(continueUploadPath({ ...interrupted, localBookId: 3, internationalBookId: null })).toBe(
      '/new-book/upload-assets?continue=true&lbid=3&ibid=&region=l',
    );
  });

  it('offers neither cancel nor delete for a paid book', () => {
    for (const archived of [true, false]) {
      expect(bookActions({ bookStage: null, archived, isPaid: true })).toEqual({
        continueUpload: false,
        cancel: false,
        delete: false,
      });
    }
  });
});

describe('parseBookMisc', () => {
  it('reads the flags whatever their spelling and keeps other keys', () => {
    const misc = JSON.stringify({
      status: 'pending',
      archived: 'true',
      isPaid: 1,
      bookStage: 'getquote',
      localroyalty: '5',
    });
    expect(parseBookMisc(misc)).toEqual({
      ok: true,
      value: {
        status: 'pending',
        archived: true,
        isPaid: true,
        bookStage: 'getquote',
        filesPending: [],
        metaDataInfo: null,
        localroyalty: '5',
      },
    });
  });

  it('defaults missing fields', () => {
    expect(parseBookMisc(null)).toEqual({
      ok: true,
      value: {
        status: '',
        archived: false,
        isPaid: false,
        bookStage: null,
        filesPending: [],
        metaDataInfo: null,
      },
    });
    expect(parseBookMisc('{"archived":false,"metaDataInfo":{"author":"A"}}')).toMatchObject({
      value: { archived: false, metaDataInfo: { author: 'A' } },
    });
  });

  it('answers an error value for broken misc', () => {
    expect(parseBookMisc('{')).toEqual({ ok: false, error: 'misc is not valid JSON' });
    expect(parseBookMisc('[1]')).toEqual({ ok: false, error: 'misc is not a book misc object' });
  });
});

describe('continueUploadPath', () => {
  it('links to the resume stage with both ids and the region', () => {
    expect(
      continueUploadPath({ bookStage: 'getquote', localBookId: 12, internationalBookId: 13 }),
    ).toBe('/new-book/publisher-info?continue=true&lbid=12&ibid=13&region=li');
    expect(
      continueUploadPath({
        bookStage: 'signedcontract',
        localBookId: null,
        internationalBookId: 7,
      }),
    ).toBe('/new-book/upload-type?continue=true&lbid=&ibid=7&region=i');
    expect(
      continueUploadPath({
        bookStage: 'signedcontract',
        localBookId: 3,
        internationalBookId: null,
      }),
    ).toContain('region=l');
    expect(
      continueUploadPath({ bookStage: 'paid', localBookId: 1, internationalBookId: 2 }),
    ).toBeNull();
  });
});

describe('orderStatusColour', () => {
  it('is green only for shipped to customer', () => {
    expect(orderStatusColour('shipped to customer')).toBe('green');
    expect(orderStatusColour(' Shipped To Customer ')).toBe('green');
    expect(orderStatusColour('returned')).toBe('red');
  });
});

describe('routeForUser', () => {
  it('routes by user_status, renewal books and admin confirmation', () => {
    expect(routeForUser({ user_status: 0, admin_confirmation: 1, renewalBookCount: 1 })).toBe(
      '/activate-account-info',
    );
    expect(routeForUser({ user_status: 2, admin_confirmation: 0, renewalBookCount: 2 })).toBe(
      '/resign-contract',
    );
    expect(routeForUser({ user_status: 2, admin_confirmation: 0, renewalBookCount: 0 })).toBeNull();
    expect(routeForUser({ user_status: 1, admin_confirmation: 1, renewalBookCount: 0 })).toBe(
      '/profile-confirmation',
    );
    expect(
      routeForUser({ user_status: 1, admin_confirmation: null, renewalBookCount: 0 }),
    ).toBeNull();
  });
});

describe('payout notice and dates', () => {
  it('shows the notice once per session above R 100', () => {
    expect(shouldShowPayoutNotice(10_001, false)).toBe(true);
    expect(shouldShowPayoutNotice(10_000, false)).toBe(false);
    expect(shouldShowPayoutNotice(50_000, true)).toBe(false);
  });

  it('finds the next payout month', () => {
    expect(nextPayoutDate(new Date('2026-03-10T12:00:00Z')).toISOString()).toBe(
      '2026-06-01T00:00:00.000Z',
    );
    expect(nextPayoutDate(new Date('2026-11-21T08:00:00Z')).toISOString()).toBe(
      '2026-12-01T00:00:00.000Z',
    );
    expect(nextPayoutDate(new Date('2026-12-05T00:00:00Z')).toISOString()).toBe(
      '2027-03-01T00:00:00.000Z',
    );
    expect(nextPayoutDate(new Date('2026-01-01T00:00:00Z')).toISOString()).toBe(
      '2026-03-01T00:00:00.000Z',
    );
  });

  it('pays the three months before the payout month', () => {
    expect(payoutPeriodMonths(new Date('2026-12-01T00:00:00Z'))).toEqual([
      '2026-09',
      '2026-10',
      '2026-11',
    ]);
    expect(payoutPeriodMonths(new Date('2027-03-01T00:00:00Z'))).toEqual([
      '2026-12',
      '2027-01',
      '2027-02',
    ]);
  });
});
