/** Paid services a publisher can add to the cart. */
export type ExtraServiceId =
  | 'coverDesign'
  | 'thumbnailDesign'
  | 'formatting'
  | 'bleeding'
  | 'epubConversion'
  | 'isbnCreation'
  | 'revisions';

export interface ExtraService {
  id: ExtraServiceId;
  name: string;
  description: string;
}

export const EXTRA_SERVICES: readonly ExtraService[] = [
  { id: 'coverDesign', name: 'Cover design', description: 'A designer creates your print cover' },
  {
    id: 'thumbnailDesign',
    name: 'Thumbnail design',
    description: 'A designer creates your thumbnail image',
  },
  { id: 'formatting', name: 'Formatting', description: 'Your manuscript is laid out for print' },
  { id: 'bleeding', name: 'Bleeding', description: 'Bleed is added to your book file' },
  { id: 'epubConversion', name: 'Epub conversion', description: 'Your file is converted to ePub' },
  { id: 'isbnCreation', name: 'ISBN creation', description: 'An ISBN is registered for your book' },
  { id: 'revisions', name: 'Revisions', description: 'File revisions for the national platform' },
];
