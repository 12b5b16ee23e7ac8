/** A South African bank offered in the bank forms, with its universal branch code. */
export type LocalBank = { name: string; branchCode: string };

// Codes are 6-character strings: Standard Bank's leading zero matters.
export const LOCAL_BANKS: readonly LocalBank[] = [
  { name: 'First National Bank', branchCode: '250655' },
  { name: 'Capitec Bank Limited', branchCode: '470010' },
  { name: 'Standard Bank of South Africa', branchCode: '051001' },
  { name: 'Nedbank Limited', branchCode: '198765' },
  { name: 'Absa Group Limited', branchCode: '632005' },
  { name: 'African Bank Limited', branchCode: '430000' },
  { name: 'Discovery Limited', branchCode: '679000' },
  { name: 'Investec Bank Limited', branchCode: '580105' },
  // One source gives 679000 (Discovery's code), most likely wrongly.
  { name: 'Bidvest Bank Limited', branchCode: '462005' },
  { name: 'FirstRand Bank', branchCode: '250655' },
  // Unverified: 584000 is also seen.
  { name: 'Grindrod Bank Limited', branchCode: '223626' },
  { name: 'Sasfin Bank Limited', branchCode: '683000' },
  // Unverified.
  { name: 'Ubank Limited', branchCode: '431010' },
  { name: 'TymeBank', branchCode: '678910' },
];

/** The universal branch code of a local bank, by name (case and outer spaces ignored). */
export function branchCodeForBank(bankName: string): string | undefined {
  const wanted = bankName.trim().toLowerCase();
  return LOCAL_BANKS.find((bank) => bank.name.toLowerCase() === wanted)?.branchCode;
}
