import { Select, Switch } from '@pod-portal/ui';
import { useQuery } from '@tanstack/react-query';
import { useRouteContext } from '@tanstack/react-router';
import { useBookDraft } from '../drafts/use-book-draft.ts';
import { voiceArtistsQuery } from './voice-artists-query.ts';

/** An audiobook's recording: by a voice artist (chosen from the list), or the author's own. */
export function AudiobookFields() {
  const { pod } = useRouteContext({ from: '__root__' });
  const { draft, patch } = useBookDraft();
  const artists = useQuery(voiceArtistsQuery(pod));
  return (
    <>
      <Switch
        isSelected={draft.recordingRequired}
        onChange={(recordingRequired) => patch({ recordingRequired })}
      >
        I need a voice artist to record my book
      </Switch>
      {draft.recordingRequired && (
        <Select
          label="Voice artist"
          placeholder="Choose a voice artist"
          options={(artists.data ?? []).map((artist) => ({
            id: artist.id,
            label: `${artist.name} (${artist.nationality}, ${artist.gender})`,
          }))}
          value={draft.voiceArtistId}
          onChange={(key) => {
            const artist = artists.data?.find((entry) => entry.id === key);
            patch({
              voiceArtistId: artist?.id ?? null,
              voiceAccent: artist?.nationality ?? null,
              voiceGender: artist?.gender ?? null,
            });
          }}
        />
      )}
    </>
  );
}
