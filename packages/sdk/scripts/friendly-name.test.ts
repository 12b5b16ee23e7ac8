import { describe, expect, it } from 'vitest';
import { friendlyName } from './friendly-name.ts';

describe('friendlyName', () => {
  it("drops the tag's word, singular or plural, after the first word", () => {
    expect(friendlyName('payCart', 'cart')).toBe('pay');
    expect(friendlyName('listCartItems', 'cart')).toBe('listItems');
    expect(friendlyName('sendChatMessage', 'chat')).toBe('sendMessage');
    expect(friendlyName('signContractAppendix', 'contracts')).toBe('signAppendix');
    expect(friendlyName('listTransactions', 'transactions')).toBe('list');
  });

  it('keeps the first word and names without the tag', () => {
    expect(friendlyName('uploadBookChunk', 'uploads')).toBe('uploadBookChunk');
    expect(friendlyName('login', 'auth')).toBe('login');
    expect(friendlyName('getVoiceoverArtists', 'pricing')).toBe('getVoiceoverArtists');
  });

  it('uses the overrides where the rule reads badly', () => {
    expect(friendlyName('getUserBooks', 'books')).toBe('list');
    expect(friendlyName('addUser', 'users')).toBe('register');
  });
});
