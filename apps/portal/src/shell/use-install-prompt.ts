import { useEffect, useState } from 'react';

/** Chromium's install event; not yet in TypeScript's DOM library. */
interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

/**
 * Safari on an iPhone or iPad, outside the installed app: it offers no install prompt, only
 * Share > Add to Home Screen (iPadOS says it is a Mac, with a touch screen).
 */
export function needsIosHowTo(): boolean {
  // The build's prerender has no browser to ask.
  if (typeof navigator === 'undefined') return false;
  const ios =
    /iPad|iPhone|iPod/.test(navigator.userAgent) ||
    (navigator.userAgent.includes('Macintosh') && navigator.maxTouchPoints > 1);
  const standalone =
    (navigator as Navigator & { standalone?: boolean }).standalone === true ||
    window.matchMedia?.('(display-mode: standalone)').matches === true;
  return ios && !standalone;
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
