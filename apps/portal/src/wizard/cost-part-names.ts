import { type CostLine, PRINT_OPTIONS } from '@pod-portal/domain';

/** How the breakdown and the confirmation name each cost. */
export const COST_PART_NAMES: Record<CostLine['part'], string> = {
  interior: 'Print cost: interior pages',
  cover: 'Print cost: cover',
  binding: 'Print cost: binding',
  ...(Object.fromEntries(PRINT_OPTIONS.map((option) => [option.id, option.name])) as Record<
    (typeof PRINT_OPTIONS)[number]['id'],
    string
  >),
  'platform-share': 'Platform share',
  'upload-fee': 'Upload fee',
  conversion: 'Epub conversion',
  recording: 'Recording by a voice artist',
  'isbn-creation': 'ISBN creation',
};
