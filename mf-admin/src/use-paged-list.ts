import { useCallback, useEffect, useState } from 'react';
import type { Paged } from '@carta/contracts';

const EMPTY = { docs: [], totalDocs: 0 };

/**
 * One page of a server list for the params given; reloads when they change. `load` must be stable (a module
 * function or a memoised callback). A failed load keeps the previous page: the error snackbar says why.
 */
export function usePagedList<Row, Params>(load: (params: Params) => Promise<Paged<Row>>, params: Params) {
  const [version, setVersion] = useState(0);
  const request = JSON.stringify([version, params]);
  // The request a page answers: while it differs from the current one, the list is loading.
  const [answered, setAnswered] = useState<{ request: string; page: Paged<Row> }>({ request: '', page: EMPTY });

  useEffect(() => {
    let active = true;
    const [, current] = JSON.parse(request) as [number, Params];
    load(current).then(
      (page) => active && setAnswered({ request, page }),
      () => active && setAnswered((previous) => ({ ...previous, request })),
    );
    return () => {
      active = false;
    };
  }, [load, request]);

  const reload = useCallback(() => setVersion((previous) => previous + 1), []);
  return { ...answered.page, loading: answered.request !== request, reload };
}
