/** The name `getfile` serves a signed contract version by. */
export const contractFileName = (contractId: number) => `contract-${contractId}.pdf`;

/** The contract id in a `contract-<id>.pdf` name, or undefined. */
export function contractIdOf(fileName: string): number | undefined {
  const match = /^contract-(\d{1,10})\.pdf$/.exec(fileName);
  return match ? Number(match[1]) : undefined;
}
