import type { z } from 'zod';
import { newPasswordSchema } from './password-pair.ts';

export const CHANGE_PASSWORD_STRENGTH_MESSAGE =
  'Your new password must contain at least one lowercase letter, one uppercase letter, one digit, one special character, and must be a minimum of eight characters long.';

export const changePasswordSchema = newPasswordSchema({
  required: 'Please enter your new password',
  confirmRequired: 'Please confirm your new password',
  mismatch: 'Passwords must match',
  weak: CHANGE_PASSWORD_STRENGTH_MESSAGE,
});

export type ChangePassword = z.infer<typeof changePasswordSchema>;
