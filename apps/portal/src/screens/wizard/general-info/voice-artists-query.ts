import type { PodClient } from '@pod-portal/sdk';
import { queryOptions } from '@tanstack/react-query';

/** GET /voiceover/getallvoiceoverartists: who can record an audiobook. */
export function voiceArtistsQuery(pod: PodClient) {
  return queryOptions({
    queryKey: ['pricing', 'voice-artists'],
    queryFn: async () => {
      const { data, response } = await pod.pricing.getVoiceoverArtists();
      if (!data) throw new Error(`The voice artists could not be loaded (HTTP ${response.status})`);
      return data.voiceArtists;
    },
    staleTime: 5 * 60_000,
  });
}
