import type { StatusColour } from '@pod-portal/domain';

/** A book's status in upper case, in its colour (the text says it too, not only the colour). */
export function BookStatus({ badge }: { badge: { colour: StatusColour; label: string } }) {
  return (
    <span className="app-status" data-colour={badge.colour}>
      {badge.label}
    </span>
  );
}
