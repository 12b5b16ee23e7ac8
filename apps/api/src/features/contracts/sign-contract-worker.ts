import {
  renderSealedSigning,
  renderSignedContract,
  type SealedSigningTask,
  type SignedContractTask,
} from './render-signed-contract.ts';

/**
 * A signed, sealed contract, rendered in a PDF worker thread (`signContractTask`; piscina calls
 * it by name; the result is copied back).
 */
export function signContract(task: SignedContractTask) {
  return renderSignedContract(task);
}

/** Any other signed agreement, sealed the same way (`sealSigningTask`). */
export function sealSigning(task: SealedSigningTask) {
  return renderSealedSigning(task);
}
