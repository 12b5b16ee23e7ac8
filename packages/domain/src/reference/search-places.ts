import { SOUTH_AFRICAN_PLACES } from './south-african-places.ts';

const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/['’]/g, '')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();

const INDEX = SOUTH_AFRICAN_PLACES.map(([place, province]) => {
  const label = `${place}, ${province}`;
  return { label, name: fold(place), words: fold(label).split(/[\s,()-]+/) };
});

/**
 * South African places matching what the author typed, as "Place, Province": names that
 * start with it first, then places with a word that does, then any other containing it.
 * Accents, apostrophes and case are ignored. Empty for an empty query.
 */
export function searchPlaces(query: string, limit = 8): string[] {
  const wanted = fold(query);
  if (wanted === '') return [];
  const rank = (entry: (typeof INDEX)[number]) => {
    if (entry.name.startsWith(wanted)) return 0;
    if (entry.words.some((word) => word.startsWith(wanted))) return 1;
    return fold(entry.label).includes(wanted) ? 2 : -1;
  };
  return INDEX.map((entry) => ({ entry, rank: rank(entry) }))
    .filter(({ rank }) => rank >= 0)
    .sort((a, b) => a.rank - b.rank || a.entry.label.localeCompare(b.entry.label))
    .slice(0, limit)
    .map(({ entry }) => entry.label);
}
