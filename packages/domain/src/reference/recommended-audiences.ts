/** The recommended audience options of a book's additional details. */
export const RECOMMENDED_AUDIENCES = [
  'General Trade',
  'Professional',
  'Juvenile',
  'Young Adult',
] as const;

export type RecommendedAudience = (typeof RECOMMENDED_AUDIENCES)[number];
