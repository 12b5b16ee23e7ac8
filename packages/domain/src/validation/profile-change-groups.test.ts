import { describe, expect, it } from 'vitest';
import { changedFields, PROFILE_CHANGE_GROUPS } from './profile-change-groups.ts';

const [user, signing, banking] = PROFILE_CHANGE_GROUPS;

describe('changedFields', () => {
  it('lists only the fields the request changes, with their labels', () => {
    expect(
      changedFields(
        banking,
        { bank_name: 'Capitec Bank Limited', account_number: '1234567890' },
        { bank_name: 'First National Bank', account_number: '1234567890', paypal: '' },
      ),
    ).toEqual([
      {
        field: 'bank_name',
        label: 'Bank',
        from: 'Capitec Bank Limited',
        to: 'First National Bank',
      },
    ]);
  });

  it('is empty when nothing in the box changes ("No Changes Made")', () => {
    expect(changedFields(user, { name_first: 'Thandi' }, { name_first: 'Thandi' })).toEqual([]);
    expect(changedFields(signing, {}, {})).toEqual([]);
  });
});
