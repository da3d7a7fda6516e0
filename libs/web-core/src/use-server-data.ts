import { useCallback, useEffect, useRef, useState } from 'react';

interface Answer<T> {
  key: string;
  data?: T;
  error?: unknown;
}

/**
 * Server data for `key`, loaded when the key changes and on `reload()` (which settles when its answer has landed).
 * Only the newest load may land, and `setData` (a change the screen shows at once, e.g. a move) outdates every
 * load still in flight, so a slow reload never undoes it. A failed load keeps what was shown for this key and sets
 * `error` (the http client has put the reason in the error snackbar). `latest` is the last data of any key, so a
 * table keeps its rows while the next page loads.
 */
export function useServerData<T>(key: string, load: () => Promise<T>) {
  const [answer, setAnswer] = useState<Answer<T> | null>(null);
  const generation = useRef(0);
  const loader = useRef(load);
  useEffect(() => {
    loader.current = load;
  });

  const reload = useCallback(async () => {
    const mine = ++generation.current;
    try {
      const data = await loader.current();
      if (mine === generation.current) setAnswer({ key, data });
    } catch (error) {
      if (mine === generation.current) {
        setAnswer((shown) => ({ key, data: shown?.key === key ? shown.data : undefined, error }));
      }
    }
  }, [key]);

  const setData = useCallback(
    (data: T) => {
      generation.current++;
      setAnswer({ key, data });
    },
    [key],
  );

  useEffect(() => {
    void reload();
  }, [reload]);

  const current = answer?.key === key ? answer : null;
  return { data: current?.data, error: current?.error, latest: answer?.data, loading: !current, reload, setData };
}
