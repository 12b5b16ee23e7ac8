import { describe, expect, it } from 'vitest';
import { searchPlaces } from './search-places.ts';

describe('searchPlaces', () => {
  it('puts names that start with the text first, then word matches, then the rest', () => {
    expect(searchPlaces('port')).toEqual([
      'Port Alfred, Eastern Cape',
      'Port Nolloth, Northern Cape',
      'Port Shepstone, KwaZulu-Natal',
      'Port St Johns, Eastern Cape',
    ]);
    expect(searchPlaces('bay').slice(0, 3)).toEqual([
      'Alexander Bay, Northern Cape',
      'Coffee Bay, Eastern Cape',
      "Gordon's Bay, Western Cape",
    ]);
    expect(searchPlaces('ville', 100)).toEqual([
      'Atteridgeville, Gauteng',
      'Bellville, Western Cape',
      'Bothaville, Free State',
      'Carletonville, Gauteng',
      'Durbanville, Western Cape',
      'Melville, Gauteng',
      'Westville, KwaZulu-Natal',
    ]);
  });

  it('ignores case, accents and apostrophes, and finds a province', () => {
    expect(searchPlaces('GQEBERHA')).toEqual(['Gqeberha, Eastern Cape']);
    expect(searchPlaces('pilgrims')).toEqual(["Pilgrim's Rest, Mpumalanga"]);
    expect(searchPlaces('Rosébank')).toEqual(['Rosebank, Gauteng']);
    expect(searchPlaces('kwazulu', 100).length).toBeGreaterThan(30);
  });

  it('answers nothing for empty text or no match, and at most `limit` places', () => {
    expect(searchPlaces('   ')).toEqual([]);
    expect(searchPlaces('Atlantis Under The Sea')).toEqual([]);
    expect(searchPlaces('a')).toHaveLength(8);
  });
});
