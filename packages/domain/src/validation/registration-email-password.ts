import { z } from 'zod';
import { requiredEmail } from './field-rules.ts';
import {
  confirmationMatches,
  PASSWORD_STRENGTH_MESSAGE,
  passwordPairFields,
} from './password-pair.ts';

/** The first registration stage: email, password and its confirmation. */
export const registrationEmailPasswordSchema = z
  .object({
    email: requiredEmail(
      'Please enter your email to continue',
      'Please enter a valid email address',
    ),
    ...passwordPairFields({
      required: 'Please enter your password to continue',
      confirmRequired: 'Please confirm your password to continue',
      weak: PASSWORD_STRENGTH_MESSAGE,
    }),
  })
  .refine(...confirmationMatches('passwords must match'));

export type RegistrationEmailPassword = z.infer<typeof registrationEmailPasswordSchema>;
