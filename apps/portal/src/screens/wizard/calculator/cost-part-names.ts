import { type CostLine, PRINT_OPTIONS } from '@pod-portal/domain';

/** How the breakdown names each cost of a copy. */
export const COST_PART_NAMES: Record<CostLine['part'], string> = {
  interior: 'Print cost: interior pages',
  cover: 'Print cost: cover',
  binding: 'Print cost: binding',
  ...(Object.fromEntries(PRINT_OPTIONS.map((option) => [option.id, option.name])) as Record<
    (typeof PRINT_OPTIONS)[number]['id'],
    string
  >),
  'platform-share': 'Platform share',
};
