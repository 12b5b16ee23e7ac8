import { hasPasswordSpecialCharacter } from './password-special-characters.ts';

/**
 * The password rule: a lowercase letter, an uppercase letter and a special character, plus
 * either a digit and 6+ characters or 8+ characters.
 */
export function isStrongPassword(password: string): boolean {
  if (!/[a-z]/.test(password) || !/[A-Z]/.test(password)) return false;
  if (!hasPasswordSpecialCharacter(password)) return false;
  const length = [...password].length;
  return length >= 8 || (length >= 6 && /\d/.test(password));
}
