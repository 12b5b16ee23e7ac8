import { z } from 'zod';
import {
  AUDIENCE_WARNINGS,
  type AudienceWarningCode,
  LANGUAGES,
  RECOMMENDED_AUDIENCES,
} from '../reference/index.ts';
import { bisacCodeField } from './bisac-code-field.ts';
import { contributorSchema } from './contributor.ts';
import { optionalProse, PERSON_NAME_PATTERN, requiredMatch, requiredProse } from './field-rules.ts';
import { isoDate } from './iso-date.ts';

const LANGUAGE_CODES = LANGUAGES.map((language) => language.code);
const WARNING_CODES = AUDIENCE_WARNINGS.map((warning) => warning.code) as [
  AudienceWarningCode,
  ...AudienceWarningCode[],
];
const LANGUAGE_MESSAGE = "Please select your book's language";
const optionalText = z.string().trim().optional();

/** The wizard's Additional Details (metadata) of a print book. */
export const additionalDetailsSchema = z.object({
  subtitle: optionalText,
  author: requiredMatch(
    "Please enter your book's author",
    PERSON_NAME_PATTERN,
    'Please enter a valid author name with no special characters and numbers',
  ),
  contributors: z.array(contributorSchema).optional(),
  publicationDate: isoDate("Please select your book's publication date"),
  onSaleDate: optionalText,
  language: z
    .string({ error: LANGUAGE_MESSAGE })
    .refine((code) => LANGUAGE_CODES.includes(code), LANGUAGE_MESSAGE),
  genre: optionalText,
  keywords: z
    .array(z.string().trim().min(1), { error: 'Please add at least one keyword' })
    .min(1, 'Please add at least one keyword'),
  bisacCode: bisacCodeField,
  // Descriptions are prose: paragraphs and line breaks are kept.
  shortDescription: optionalProse(),
  mainDescription: requiredProse("Please enter your book's main description"),
  longDescription: optionalProse(),
  copyrightHolder: requiredMatch(
    "Please enter your book's copyright holder",
    PERSON_NAME_PATTERN,
    'Please enter a valid name with no special characters and no numbers',
  ),
  copyrightDate: isoDate("Please select your book's on copyright date"),
  recommendedAudience: z.enum(RECOMMENDED_AUDIENCES, {
    error: "Please enter your book's recommended audience",
  }),
  indicatedAudienceWarning: z.enum(WARNING_CODES, {
    error: "Please enter your book's indicated audience warning",
  }),
});

export type AdditionalDetails = z.infer<typeof additionalDetailsSchema>;
