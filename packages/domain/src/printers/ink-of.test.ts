import { describe, expect, it } from 'vitest';
import { inkOf } from './ink-of.ts';

describe('inkOf', () => {
  it('prints a B&W book in black and a colour book in standard colour', () => {
    expect(inkOf('B&W')).toBe('black');
    expect(inkOf('Colo')).toBe('standard-colour');
  });
});
