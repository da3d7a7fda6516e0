import { startTransition, useEffect, useState } from 'react';
import { refreshMenu } from './api';
import { listenToChanges } from './changes';

/**
 * Keeps an open menu current (a dish sold out shows without a reload): the gateway's event stream says the restaurant
 * changed, and the menu is read again. Returns a number that grows with each new reading, for the screen to render.
 */
export function useLiveMenu(restaurantId: string, menuId: string): number {
  const [version, setVersion] = useState(0);
  useEffect(() => {
    let reading = false;
    let again = false;
    const reload = async () => {
      // Changes heard during a reading are read once more after it, not in parallel.
      if (reading) return void (again = true);
      reading = true;
      try {
        do {
          again = false;
          await refreshMenu(restaurantId, menuId);
        } while (again);
        startTransition(() => setVersion((n) => n + 1));
      } catch {
        // Offline or failing: the page keeps what it shows, and the next change tries again.
      } finally {
        reading = false;
      }
    };
    return listenToChanges(restaurantId, () => void reload());
  }, [restaurantId, menuId]);
  return version;
}
