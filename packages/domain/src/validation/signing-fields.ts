import { z } from 'zod';
import { requiredText } from './field-rules.ts';

// Signature pads export PNG data URLs.
const drawing = (message: string) =>
  requiredText(message).startsWith('data:image/png;base64,', message);

/** What every contract signing needs: accepted terms, signature, initials and signed place. */
export const signingFields = {
  acceptedTerms: z.literal(true, { error: 'Please accept the terms and conditions' }),
  signature: drawing('Please draw your signature'),
  initials: drawing('Please draw your initials'),
  signedPlace: requiredText('Please enter the signed place'),
};
