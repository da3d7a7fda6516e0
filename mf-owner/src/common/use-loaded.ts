import { useCallback, useEffect, useRef, useState } from 'react';

interface Loaded<T> {
  key: string;
  version: number;
  data?: T;
  error?: unknown;
}

/**
 * Loads server data for `key` (reloading when it changes or on `reload()`). `latest` keeps the previous
 * answer while the next one loads, so a table does not blink between pages.
 */
export function useLoaded<T>(key: string, load: () => Promise<T>) {
  const [state, setState] = useState<Loaded<T> | null>(null);
  const [version, setVersion] = useState(0);
  const loader = useRef(load);
  useEffect(() => {
    loader.current = load;
  });

  useEffect(() => {
    let active = true;
    loader.current().then(
      (data) => active && setState({ key, version, data }),
      (error: unknown) => active && setState({ key, version, error }),
    );
    return () => {
      active = false;
    };
  }, [key, version]);

  const current = state?.key === key ? state : null;
  const reload = useCallback(() => setVersion((previous) => previous + 1), []);
  const setData = useCallback((data: T) => setState({ key, version, data }), [key, version]);
  return {
    data: current?.data,
    error: current?.error,
    latest: state?.data,
    loading: !current || current.version !== version,
    reload,
    setData,
  };
}
