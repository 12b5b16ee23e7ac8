import { z } from 'zod';
import { publisherFields } from './publisher-fields.ts';

/** The wizard's publisher details (all required). */
export const publisherDetailsSchema = z.object({
  publisherName: publisherFields.name,
  publisherRegId: publisherFields.registrationId,
  publisherPhysicalAddress: publisherFields.physicalAddress,
  publisherPostalAddress: publisherFields.postalAddress,
  publisherTelephone: publisherFields.telephone,
  publisherEmail: publisherFields.email,
  publisherContactPerson: publisherFields.contactPerson,
  isSelfPublisher: z.boolean().optional(),
});

export type PublisherDetails = z.infer<typeof publisherDetailsSchema>;
