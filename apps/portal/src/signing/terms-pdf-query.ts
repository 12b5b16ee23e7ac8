import type { PodClient } from '@pod-portal/sdk';
import { queryOptions } from '@tanstack/react-query';

/** GET /user/viewcontract: the unsigned terms, the same for everyone, kept for the session. */
export function termsPdfQuery(pod: PodClient) {
  return queryOptions({
    queryKey: ['contracts', 'terms'],
    queryFn: async () => {
      const { data, response } = await pod.contracts.getTemplate();
      // parseAs 'blob' (the SDK's choice for PDFs) makes the answer a Blob; the type says string.
      const pdf: unknown = data;
      if (!(pdf instanceof Blob))
        throw new Error(`The terms could not be loaded (HTTP ${response.status})`);
      return pdf;
    },
    staleTime: Number.POSITIVE_INFINITY,
  });
}
