import type { Paged } from '@carta/contracts';
import { useServerData } from '@carta/web-core';

const EMPTY = { docs: [], totalDocs: 0 };

/**
 * One page of a server list for the params given; the previous page stays shown while the next one loads.
 * `table` is what a DataTable takes of it.
 */
export function usePagedList<Row, Params>(load: (params: Params) => Promise<Paged<Row>>, params: Params) {
  const { data, latest, loading, reload } = useServerData(JSON.stringify(params), () => load(params));
  const { docs, totalDocs } = data ?? latest ?? EMPTY;
  return { table: { rows: docs, totalDocs, loading }, reload };
}
