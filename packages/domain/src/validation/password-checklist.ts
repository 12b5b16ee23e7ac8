import { hasPasswordSpecialCharacter } from './password-special-characters.ts';

/** Which items of the live password checklist a password meets. */
export type PasswordChecklist = {
  minLength: boolean;
  lowercase: boolean;
  uppercase: boolean;
  number: boolean;
  special: boolean;
};

/** The live checklist: 8+ characters, a lowercase, an uppercase, a number, one of !@#$%?=*& */
export function passwordChecklist(password: string): PasswordChecklist {
  return {
    minLength: [...password].length >= 8,
    lowercase: /[a-z]/.test(password),
    uppercase: /[A-Z]/.test(password),
    number: /\d/.test(password),
    special: hasPasswordSpecialCharacter(password),
  };
}
