import { useEffect, useState } from 'react';
import type { Restaurant } from '@carta/contracts';
import { getRestaurant } from '../api';

/**
 * The restaurant a menus screen works in (its languages, currency and time zone): null while it loads,
 * 'failed' when it cannot be read (not the caller's, or no answer; the snackbar already says why).
 */
export function useRestaurant(restaurantId: string): Restaurant | null | 'failed' {
  const [loaded, setLoaded] = useState<{ id: string; restaurant: Restaurant | 'failed' } | null>(null);
  useEffect(() => {
    let active = true;
    getRestaurant(restaurantId).then(
      (restaurant) => active && setLoaded({ id: restaurantId, restaurant }),
      () => active && setLoaded({ id: restaurantId, restaurant: 'failed' }),
    );
    return () => {
      active = false;
    };
  }, [restaurantId]);
  return loaded?.id === restaurantId ? loaded.restaurant : null;
}
