import { z } from 'zod';
import { requiredEmail } from './field-rules.ts';

export const forgotPasswordSchema = z.object({
  email: requiredEmail(
    'Please enter your email address to continue',
    'Please enter a valid email address',
  ),
});

export type ForgotPassword = z.infer<typeof forgotPasswordSchema>;
