import { useEffect, useRef, useState } from 'react';
import { PoliteStatus } from './PoliteStatus.tsx';

export interface CharacterCounterProps {
  /** The text being counted. */
  value: string;
  /** The limit, e.g. 200; above it the counter turns red and reports the excess. */
  max: number;
  /** Put this id in the field's `aria-describedby` so the count is read with the field. */
  id?: string;
  /** How long typing must pause before the count is announced. */
  announceDelay?: number;
}

const spoken = (count: number, max: number) =>
  count > max
    ? `${count} of ${max} characters, ${count - max} too many`
    : `${count} of ${max} characters`;

/** Shows N/200; screen readers hear the count once typing pauses, not on every key. */
export function CharacterCounter({ value, max, id, announceDelay = 1000 }: CharacterCounterProps) {
  const count = value.length;
  const [announced, setAnnounced] = useState('');
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    const timer = setTimeout(() => setAnnounced(spoken(count, max)), announceDelay);
    return () => clearTimeout(timer);
  }, [count, max, announceDelay]);
  return (
    <>
      <span id={id} className="ui-counter" data-invalid={count > max || undefined}>
        <span aria-hidden="true">
          {count}/{max}
        </span>
        <span className="ui-visually-hidden">{spoken(count, max)}</span>
      </span>
      <PoliteStatus message={announced} />
    </>
  );
}
