import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isStrongPassword } from './is-strong-password.ts';
import { LIVE_PASSWORD_MISMATCH_MESSAGE, livePasswordMismatch } from './live-password-mismatch.ts';
import { passwordChecklist } from './password-checklist.ts';
import { PASSWORD_SPECIAL_CHARACTERS } from './password-special-characters.ts';

describe('isStrongPassword', () => {
  it.each([
    ['Abc1!x', 'lower, upper, digit, special and 6 characters'],
    ['Abcdef!x', 'lower, upper, special and 8 characters without a digit'],
    ['Pass word1?', 'spaces count as characters'],
    ['aB&aB&aB', 'each special character of the checklist counts'],
  ])('accepts %j (%s)', (password) => {
    expect(isStrongPassword(password)).toBe(true);
  });

  it.each([
    ['Ab1!x', 'only 5 characters with a digit'],
    ['Abcde!x', 'only 7 characters without a digit'],
    ['abcdef1!', 'no uppercase letter'],
    ['ABCDEF1!', 'no lowercase letter'],
    ['Abcdefg1', 'no special character'],
    ['Abcdef1^', 'a special character outside the checklist'],
    ['', 'empty'],
  ])('refuses %j (%s)', (password) => {
    expect(isStrongPassword(password)).toBe(false);
  });

  it('accepts any password whose checklist is all ticked', () => {
    const pick = (chars: string) => fc.constantFrom(...chars);
    const ticked = fc
      .tuple(
        pick('abcxyz'),
        pick('ABCXYZ'),
        pick('0123456789'),
        pick(PASSWORD_SPECIAL_CHARACTERS),
        fc.string({ minLength: 4 }),
      )
      .map((parts) => parts.join(''));
    fc.assert(
      fc.property(ticked, (password) => {
        expect(Object.values(passwordChecklist(password)).every(Boolean)).toBe(true);
        expect(isStrongPassword(password)).toBe(true);
      }),
    );
  });

  it('never accepts a password missing a lowercase, an uppercase or a special character', () => {
    fc.assert(
      fc.property(fc.string(), (password) => {
        const { lowercase, uppercase, special } = passwordChecklist(password);
        if (!(lowercase && uppercase && special)) expect(isStrongPassword(password)).toBe(false);
      }),
    );
  });
});

describe('passwordChecklist', () => {
  it('ticks nothing for an empty password', () => {
    expect(passwordChecklist('')).toEqual({
      minLength: false,
      lowercase: false,
      uppercase: false,
      number: false,
      special: false,
    });
  });

  it('ticks each item on its own', () => {
    expect(passwordChecklist('abcdefgh')).toEqual({
      minLength: true,
      lowercase: true,
      uppercase: false,
      number: false,
      special: false,
    });
    expect(passwordChecklist('A')).toMatchObject({ uppercase: true, lowercase: false });
    expect(passwordChecklist('7')).toMatchObject({ number: true, minLength: false });
  });

  it('counts exactly ! @ # $ % ? = * & as special characters', () => {
    expect(PASSWORD_SPECIAL_CHARACTERS).toBe('!@#$%?=*&');
    for (const c of '!@#$%?=*&') expect(passwordChecklist(c).special).toBe(true);
    for (const c of '^-_+.~') expect(passwordChecklist(c).special).toBe(false);
  });
});

describe('livePasswordMismatch', () => {
  it('shows the live text while the confirmation differs', () => {
    expect(LIVE_PASSWORD_MISMATCH_MESSAGE).toBe("*Passwords don't match");
    expect(livePasswordMismatch('Abcdef1!', 'Abcdef1')).toBe("*Passwords don't match");
  });

  it('shows nothing while the confirmation is empty or matches', () => {
    expect(livePasswordMismatch('Abcdef1!', '')).toBeUndefined();
    expect(livePasswordMismatch('Abcdef1!', 'Abcdef1!')).toBeUndefined();
  });
});
