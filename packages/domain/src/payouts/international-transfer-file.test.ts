import { describe, expect, it } from 'vitest';
import { internationalTransferCsv, payoutStatementReference } from './index.ts';

describe('internationalTransferCsv', () => {
  it('writes the documented layout: IBAN compact, BIC in capitals, rand, shared charges', () => {
    const csv = internationalTransferCsv([
      {
        beneficiary: 'Amara Okafor',
        iban: 'gb33 bukb 2020 1555 5555 55',
        swiftBic: ' bukbgb22 ',
        bankAddress: '1 Churchill Place\n  London E14 5HP\n\nUnited Kingdom',
        amount: 1_234_50,
        reference: payoutStatementReference(42),
      },
      {
        beneficiary: '@Lars "Bok" Berg',
        iban: 'NO9386011117947',
        swiftBic: 'DNBANOKKXXX',
        bankAddress: 'Dronning Eufemias gate 30, Oslo',
        amount: 100_00,
        reference: payoutStatementReference(1_234_567_890),
      },
    ]);
    expect(csv.split('\r\n')).toEqual([
      'Beneficiary name,IBAN,SWIFT/BIC,Bank address,Amount,Currency,Charges,Reference',
      'Amara Okafor,GB33BUKB20201555555555,BUKBGB22,"1 Churchill Place, London E14 5HP, United Kingdom",1234.50,ZAR,SHA,POD PAYOUT 42',
      `"'@Lars ""Bok"" Berg",NO9386011117947,DNBANOKKXXX,"Dronning Eufemias gate 30, Oslo",100.00,ZAR,SHA,POD 1234567890`,
      '',
    ]);
  });

  it('is the header row alone for a batch with no payout abroad', () => {
    expect(internationalTransferCsv([])).toBe(
      'Beneficiary name,IBAN,SWIFT/BIC,Bank address,Amount,Currency,Charges,Reference\r\n',
    );
  });
});
