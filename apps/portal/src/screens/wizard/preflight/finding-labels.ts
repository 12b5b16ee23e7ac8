import type { Grade, PreflightCode } from '@pod-portal/domain';

/** The grades in the order the findings are shown, each with its group's heading. */
export const GRADE_HEADINGS: ReadonlyArray<{ grade: Grade; heading: string }> = [
  { grade: 'blocks-printing', heading: 'Blocks printing' },
  { grade: 'looks-wrong', heading: 'Will print but looks wrong' },
  { grade: 'worth-knowing', heading: 'Worth knowing' },
];

/** What each finding is about, in a few words: its title, and its thumbnail's alt text. */
export const FINDING_TITLES: Record<PreflightCode, string> = {
  damaged: 'Damaged file',
  encrypted: 'Password-protected file',
  restricted: 'Security settings',
  'page-count': 'Page count',
  'odd-page-count': 'Odd page count',
  trim: 'Page size',
  'blank-page': 'Blank page',
  'fonts-not-embedded': 'Fonts not embedded',
  'type3-fonts': 'Type 3 fonts',
  'image-resolution': 'Low-resolution image',
  'colour-in-black-book': 'Colour in a black-and-white book',
  'rgb-image': 'Image in RGB',
  'spot-colour': 'Spot colour',
  bleed: 'Short bleed',
  'safe-margin': 'Too close to the edge',
  'annotation-prints': 'Comment or form field that prints',
  transparency: 'Transparency',
  'cover-page-count': 'Cover pages',
  'cover-size': 'Cover size',
};
