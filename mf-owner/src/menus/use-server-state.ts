import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * Server data that the screen also changes locally (a move shows at once). Only the newest load may land, and a
 * local change outdates every load still in flight, so a slow reload never undoes a move made after it started.
 * `value` is null while loading and 'failed' when the first load fails (the snackbar says why).
 */
export function useServerState<T>(key: string, load: () => Promise<T>) {
  const [state, setState] = useState<{ key: string; value: T | 'failed' } | null>(null);
  const generation = useRef(0);
  const loader = useRef(load);
  useEffect(() => {
    loader.current = load;
  });

  const reload = useCallback(async () => {
    const mine = ++generation.current;
    try {
      const value = await loader.current();
      if (mine === generation.current) setState({ key, value });
    } catch {
      // A failed reload keeps what is shown; only a screen with nothing to show fails.
      if (mine === generation.current) {
        setState((shown) => (shown?.key === key && shown.value !== 'failed' ? shown : { key, value: 'failed' }));
      }
    }
  }, [key]);

  const update = useCallback(
    (value: T) => {
      generation.current++;
      setState({ key, value });
    },
    [key],
  );

  useEffect(() => {
    void reload();
  }, [reload]);

  return { value: state?.key === key ? state.value : null, reload, update };
}
