import type { z } from 'zod';
import { newPasswordSchema, PASSWORD_STRENGTH_MESSAGE } from './password-pair.ts';

/** The reset page's new password (the id and token come from the link). */
export const resetPasswordSchema = newPasswordSchema({
  required: 'Please enter a new password',
  confirmRequired: 'Please confirm your new password',
  mismatch: 'passwords must match',
  weak: PASSWORD_STRENGTH_MESSAGE,
});

export type ResetPassword = z.infer<typeof resetPasswordSchema>;
