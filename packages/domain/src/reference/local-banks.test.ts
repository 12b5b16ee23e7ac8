import { describe, expect, it } from 'vitest';
import { ACCOUNT_TYPES } from './account-types.ts';
import { branchCodeForBank, LOCAL_BANKS } from './local-banks.ts';

describe('local banks', () => {
  it('offers the fourteen banks of the specification with 6-character codes', () => {
    expect(LOCAL_BANKS.map((bank) => bank.name)).toEqual([
      'First National Bank',
      'Capitec Bank Limited',
      'Standard Bank of South Africa',
      'Nedbank Limited',
      'Absa Group Limited',
      'African Bank Limited',
      'Discovery Limited',
      'Investec Bank Limited',
      'Bidvest Bank Limited',
      'FirstRand Bank',
      'Grindrod Bank Limited',
      'Sasfin Bank Limited',
      'Ubank Limited',
      'TymeBank',
    ]);
    for (const bank of LOCAL_BANKS) expect(bank.branchCode).toMatch(/^\d{6}$/);
  });

  it('gives the universal branch code for a bank name, keeping leading zeros', () => {
    expect(branchCodeForBank('Standard Bank of South Africa')).toBe('051001');
    expect(branchCodeForBank('  first national bank ')).toBe('250655');
    expect(branchCodeForBank('FirstRand Bank')).toBe('250655');
    expect(branchCodeForBank('Capitec Bank Limited')).toBe('470010');
    expect(branchCodeForBank('Bidvest Bank Limited')).toBe('462005');
    expect(branchCodeForBank('TymeBank')).toBe('678910');
  });

  it('gives nothing for a bank it does not know', () => {
    expect(branchCodeForBank('Bank of Nowhere')).toBeUndefined();
  });

  it('offers the Cheque and Savings account types', () => {
    expect(ACCOUNT_TYPES).toEqual(['Cheque', 'Savings']);
  });
});
