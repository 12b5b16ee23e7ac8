/** The special characters the password rule and its live checklist count: ! @ # $ % ? = * & */
export const PASSWORD_SPECIAL_CHARACTERS = '!@#$%?=*&';

export function hasPasswordSpecialCharacter(password: string): boolean {
  return [...password].some((c) => PASSWORD_SPECIAL_CHARACTERS.includes(c));
}
