import { useEffect, useState } from 'react';

/** Chromium's install event; not yet in TypeScript's DOM library. */
interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

/**
 * Keeps the browser's `beforeinstallprompt` event so an Install button can show it later;
 * `install` is null while the browser has not offered installation (or after it was used).
 */
export function useInstallPrompt(): { install: (() => Promise<void>) | null } {
  const [event, setEvent] = useState<BeforeInstallPromptEvent | null>(null);
  useEffect(() => {
    const keep = (offered: Event) => {
      offered.preventDefault();
      setEvent(offered as BeforeInstallPromptEvent);
    };
    const forget = () => setEvent(null);
    window.addEventListener('beforeinstallprompt', keep);
    window.addEventListener('appinstalled', forget);
    return () => {
      window.removeEventListener('beforeinstallprompt', keep);
      window.removeEventListener('appinstalled', forget);
    };
  }, []);
  if (!event) return { install: null };
  return {
    install: async () => {
      await event.prompt();
      await event.userChoice;
      setEvent(null);
    },
  };
}
