import { z } from 'zod';
import { emailText } from './field-rules.ts';

/** The profile's email-change modal. */
export const emailChangeSchema = z.object({
  email: emailText('Please enter a valid email address'),
});

export type EmailChange = z.infer<typeof emailChangeSchema>;
