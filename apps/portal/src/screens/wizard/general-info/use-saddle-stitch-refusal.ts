import { useState } from 'react';

/**
 * A saddle-stitch binding refused for the page count: its modal opens, and the binding it
 * clears is asked for again at once.
 */
export function useSaddleStitchRefusal() {
  const [isModalOpen, setModalOpen] = useState(false);
  const [bindingCleared, setBindingCleared] = useState(false);
  const refuse = () => {
    setModalOpen(true);
    setBindingCleared(true);
  };
  return { isModalOpen, setModalOpen, bindingCleared, refuse };
}
