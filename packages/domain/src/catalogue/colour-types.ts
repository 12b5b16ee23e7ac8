/** Interior colour types as the product spells them: 'Colo' is full colour. */
export const COLOUR_TYPES = ['Colo', 'B&W'] as const;
export type ColourType = (typeof COLOUR_TYPES)[number];
