/** What a refused change to the account's protection says: the password, or anything else. */
export function passwordFailure(kind: string): string {
  return kind === 'wrongCurrentPassword' ? 'Incorrect password' : 'Something went wrong';
}
