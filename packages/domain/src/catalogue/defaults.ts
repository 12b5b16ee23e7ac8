/** The paper side option the general-info form starts with. */
export const DEFAULT_PAPER_SIDE = 42;
/** The spine option (`spine_id`) the general-info form starts with. */
export const DEFAULT_SPINE_ID = 105;
