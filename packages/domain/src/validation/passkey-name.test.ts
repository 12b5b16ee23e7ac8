import { describe, expect, it } from 'vitest';
import { passkeyNameSchema } from './passkey-name.ts';
import { errorsOf } from './test-field-errors.ts';

describe('passkeyNameSchema', () => {
  it('asks for a name of 1 to 60 characters, trimmed', () => {
    expect(errorsOf(passkeyNameSchema, { name: '  ' })).toEqual({
      name: ['Please give this passkey a name'],
    });
    expect(errorsOf(passkeyNameSchema, { name: 'x'.repeat(61) })).toEqual({
      name: ['The passkey name can be at most 60 characters'],
    });
    expect(passkeyNameSchema.parse({ name: ' Work laptop ' })).toEqual({ name: 'Work laptop' });
    expect(passkeyNameSchema.parse({ name: 'x'.repeat(60) }).name).toHaveLength(60);
  });

  it('refuses a name on two lines', () => {
    expect(errorsOf(passkeyNameSchema, { name: 'Phone\nold' }).name).toEqual([
      'Please write this on one line, without line breaks',
    ]);
  });
});
