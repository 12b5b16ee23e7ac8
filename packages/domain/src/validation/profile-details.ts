import { z } from 'zod';
import { NAME_PATTERN, phoneNumber, textMatching } from './field-rules.ts';

/** The profile's details-change modal. */
export const profileDetailsSchema = z.object({
  name_first: textMatching(NAME_PATTERN, 'Please enter a valid name'),
  name_last: textMatching(NAME_PATTERN, 'Please enter a valid surname'),
  phone_main: phoneNumber('Please enter a valid phone number'),
});

export type ProfileDetails = z.infer<typeof profileDetailsSchema>;
