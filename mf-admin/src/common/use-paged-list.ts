import type { Paged } from '@carta/contracts';
import { useServerData } from '@carta/web-core';

const EMPTY = { docs: [], totalDocs: 0 };

/** One page of a server list for the params given; the previous page stays shown while the next one loads. */
export function usePagedList<Row, Params>(load: (params: Params) => Promise<Paged<Row>>, params: Params) {
  const { data, latest, loading, reload } = useServerData(JSON.stringify(params), () => load(params));
  return { ...(data ?? latest ?? EMPTY), loading, reload };
}
