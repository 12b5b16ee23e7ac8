// Contracts: signing, sealing, storing and emailing publishing contracts; re-signing.
// This file is the feature's public face: other features and the entry points use only it.
import type { Signer } from '@signpdf/utils';
import type { ContractSeal } from './contract-seal.ts';
import type { SignedContract, SignedContractTask } from './render-signed-contract.ts';

export { signatureBlocks } from './contract-document.ts';
export { contractEmailJob } from './contract-email-job.ts';
export { contractFileName, contractIdOf } from './contract-file-name.ts';
export { loadContractSeal } from './contract-seal.ts';
export { contractSealPlugin } from './contract-seal-plugin.ts';
export { setRenewal } from './set-renewal.ts';
export type { SigningParty } from './sign-books.ts';
export { sealSigningTask, signContractTask } from './sign-books.ts';
export { type DrawnSigning, signingParty } from './signing-party.ts';
export type { SignedContract, SignedContractTask };

/**
 * Renders, hashes and seals a signed contract in this thread (the benchmarks measure it so).
 * Loaded when first called: the server renders contracts in its PDF workers only, so its main
 * thread never loads pdf-lib and the seal's signer.
 */
export async function renderSignedContract(task: SignedContractTask): Promise<SignedContract> {
  const { renderSignedContract: render } = await import('./render-signed-contract.ts');
  return render(task);
}

/** The `@signpdf` signer that seals contracts (the benchmarks compare it), loaded likewise. */
export async function contractSealSigner(seal: ContractSeal): Promise<Signer> {
  const { signerFor } = await import('./seal-pdf.ts');
  return signerFor(seal);
}
