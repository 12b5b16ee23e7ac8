import type { components } from '@pod-portal/sdk';

/** The signed-in user's record as the API gives it and the portal stores it. */
export type CurrentUser = components['schemas']['User'];
