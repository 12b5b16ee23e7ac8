import { useEffect, useState } from 'react';

const padWidth = () => (window.innerWidth < 767 ? 350 : 500);

/** The signature canvas width: 350 px on windows narrower than 767 px, else 500 px. */
export function usePadWidth(): number {
  const [width, setWidth] = useState(padWidth);
  useEffect(() => {
    const update = () => setWidth(padWidth());
    window.addEventListener('resize', update);
    return () => window.removeEventListener('resize', update);
  }, []);
  return width;
}
