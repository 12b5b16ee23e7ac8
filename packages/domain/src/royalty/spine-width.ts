/**
 * Spine width in mm: pages x the paper's caliper (mm per page), rounded to 0.01 mm.
 * 300 pages of white paper (0.0572 mm) make a 17.16 mm spine.
 */
export function spineWidthMm(pages: number, caliperMm: number): number {
  return Math.round(pages * caliperMm * 100) / 100;
}
