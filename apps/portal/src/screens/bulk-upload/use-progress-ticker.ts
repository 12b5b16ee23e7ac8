import { useEffect, useState } from 'react';

/** The bulk screen's progress runs from 0 to 100 in steps of 1% every 100 ms. */
const TICK_MS = 100;

/** Counts 0..100 while `running`; back to 0 when it stops running. */
export function useProgressTicker(running: boolean): number {
  const [percent, setPercent] = useState(0);
  useEffect(() => {
    if (!running) {
      setPercent(0);
      return;
    }
    const timer = setInterval(() => {
      setPercent((was) => {
        if (was >= 99) clearInterval(timer);
        return Math.min(was + 1, 100);
      });
    }, TICK_MS);
    return () => clearInterval(timer);
  }, [running]);
  return percent;
}
