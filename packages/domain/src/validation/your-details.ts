import { z } from 'zod';
import { requiredText } from './field-rules.ts';

/** The second registration stage: names, and the Terms & Conditions and Privacy Policy box. */
export const yourDetailsSchema = z.object({
  name_first: requiredText('Please enter your first name'),
  name_last: requiredText('Please enter your last name'),
  acceptedTerms: z.literal(true, {
    error: 'Please accept the Terms & Conditions and Privacy Policy',
  }),
});

export type YourDetails = z.infer<typeof yourDetailsSchema>;
