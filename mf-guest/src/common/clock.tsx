import { createContext, startTransition, useContext, useEffect, useState } from 'react';
import { previewInstant } from './preview-instant';

/**
 * The instant the page reads menus' hours at. Given by whoever renders: the server passes its request's instant
 * (and the page it sends carries it, so the browser's first render matches), the browser then follows its clock.
 * Components never read the clock while rendering.
 */
export const NowContext = createContext<number>(0);

export function useNow(): Date {
  return new Date(useContext(NowContext));
}

/** How often the page looks at the clock: "open now" turns into "not served now" within this. */
const TICK_MS = 20_000;

const MINUTE_MS = 60_000;

/**
 * The instant to render with: `initial` first (a server render's), then the browser's clock, kept current; a preview
 * instant (`previewInstant`) instead, while the address has one. Menus' hours are minutes, so the page renders again
 * only when the minute changes (not on hydration in the same minute), and as a transition: the whole menu reads the
 * instant.
 */
export function useClock(initial: number): number {
  const [now, setNow] = useState(initial);
  useEffect(() => {
    const tick = () => {
      const current = previewInstant(window.location.hash) ?? Date.now();
      startTransition(() =>
        setNow((shown) => (Math.floor(shown / MINUTE_MS) === Math.floor(current / MINUTE_MS) ? shown : current)),
      );
    };
    tick();
    const timer = setInterval(tick, TICK_MS);
    document.addEventListener('visibilitychange', tick);
    window.addEventListener('hashchange', tick);
    return () => {
      clearInterval(timer);
      document.removeEventListener('visibilitychange', tick);
      window.removeEventListener('hashchange', tick);
    };
  }, []);
  return now;
}
