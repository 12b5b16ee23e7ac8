import type { components } from '@pod-portal/sdk';
import { useRouteContext } from '@tanstack/react-router';
import { useEffect, useRef, useState } from 'react';

type RoyaltyPayload = components['schemas']['RoyaltyInput'];

/** The specification's debounce of the live royalty estimate. */
const ROYALTY_DEBOUNCE_MS = 300;

/** What the server last said about the current choices. */
export type RoyaltyEstimate =
  | { state: 'idle' | 'loading' | 'failed' }
  | { state: 'ready'; localRoyalty: string; internationalRoyalty: string; totalCost: string }
  | { state: 'page-limit-exceeded'; description: string };

/**
 * PUT /user/realtimeroyalty for `payload` (null while the choices are incomplete), 300 ms
 * after the last change. A newer request aborts the one in flight, and an answer that is not
 * the latest request's is dropped, so a slow old answer never overwrites a newer one.
 */
export function useRoyaltyEstimate(payload: RoyaltyPayload | null): RoyaltyEstimate {
  const { pod } = useRouteContext({ from: '__root__' });
  const [estimate, setEstimate] = useState<RoyaltyEstimate>({ state: 'idle' });
  const latest = useRef(0);
  const key = payload === null ? null : JSON.stringify(payload);
  useEffect(() => {
    const sequence = ++latest.current;
    if (key === null) {
      setEstimate({ state: 'idle' });
      return;
    }
    setEstimate({ state: 'loading' });
    const controller = new AbortController();
    const timer = setTimeout(() => {
      const body = JSON.parse(key) as RoyaltyPayload;
      pod.royalty
        .calculate({ body, signal: controller.signal })
        .then(({ data, outcome }) => {
          if (sequence !== latest.current) return;
          if (outcome.kind === 'pageLimitExceeded') {
            setEstimate({ state: 'page-limit-exceeded', description: outcome.description ?? '' });
          } else if (data && 'localRoyalty' in data) {
            setEstimate({
              state: 'ready',
              localRoyalty: data.localRoyalty,
              internationalRoyalty: data.internationRoyalty,
              totalCost: data.totalCost,
            });
          } else {
            setEstimate({ state: 'failed' });
          }
        })
        .catch(() => {
          // Aborted by a newer request (or the network failed): only the latest one speaks.
          if (sequence === latest.current) setEstimate({ state: 'failed' });
        });
    }, ROYALTY_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [key, pod]);
  return estimate;
}
