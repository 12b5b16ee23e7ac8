import type { RoyaltyEstimate } from './use-royalty-estimate.ts';

/** The server's royalty strings as numbers for the negative-royalty rule, when it answered. */
export function estimatedRoyalties(
  estimate: RoyaltyEstimate,
): { local: number; international: number } | undefined {
  if (estimate.state !== 'ready') return undefined;
  return {
    local: Number(estimate.localRoyalty),
    international: Number(estimate.internationalRoyalty),
  };
}

/** Whether the answer carries a negative royalty (a string starting with a minus). */
export function isNegativeEstimate(estimate: RoyaltyEstimate): boolean {
  return (
    estimate.state === 'ready' &&
    (estimate.localRoyalty.startsWith('-') || estimate.internationalRoyalty.startsWith('-'))
  );
}
