import { z } from 'zod';
import { requiredText } from './field-rules.ts';

export const loginSchema = z.object({
  email: requiredText('Please enter your email address'),
  password: z.string({ error: 'Please enter your password' }).min(1, 'Please enter your password'),
});

export type Login = z.infer<typeof loginSchema>;
