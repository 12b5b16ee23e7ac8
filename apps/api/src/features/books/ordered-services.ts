import type { ExtraServiceId } from '@pod-portal/domain';

/**
 * The paid services a book orders: those ticked at the cover step, and ISBN creation when the
 * quote left the ISBN to be created. The cart and the contract's appendix both list these.
 */
export function orderedServiceIds(
  ticked: Iterable<ExtraServiceId>,
  isbn: string | null,
): Set<ExtraServiceId> {
  const ordered = new Set(ticked);
  if (isbn === null) ordered.add('isbnCreation');
  return ordered;
}
