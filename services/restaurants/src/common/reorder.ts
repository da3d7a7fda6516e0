import type { PoolClient } from 'pg';

/** A parent whose children have an order: table and columns are constants of ours, never input. */
export interface OrderedChildren {
  parentTable: 'restaurants' | 'menus' | 'sections';
  versionColumn: 'menus_version' | 'version';
  childTable: 'menus' | 'sections' | 'section_items';
  parentColumn: 'restaurant_id' | 'menu_id' | 'section_id';
}

export const MENUS_OF_RESTAURANT: OrderedChildren = {
  parentTable: 'restaurants',
  versionColumn: 'menus_version',
  childTable: 'menus',
  parentColumn: 'restaurant_id',
};
export const SECTIONS_OF_MENU: OrderedChildren = {
  parentTable: 'menus',
  versionColumn: 'version',
  childTable: 'sections',
  parentColumn: 'menu_id',
};
export const ITEMS_OF_SECTION: OrderedChildren = {
  parentTable: 'sections',
  versionColumn: 'version',
  childTable: 'section_items',
  parentColumn: 'section_id',
};

/** The new order applies only to exactly the current children, each once. */
export function isSameSet(ids: readonly string[], current: readonly string[]): boolean {
  const wanted = new Set(ids);
  return wanted.size === ids.length && ids.length === current.length && current.every((id) => wanted.has(id));
}

/**
 * Persists a whole order in the caller's transaction, or refuses ('STALE') when the parent's version moved since
 * the client read it or the children are not the ones it saw. The parent row stays locked until commit, so two
 * reorders (or a reorder and an add) never interleave.
 */
export async function reorder(
  client: PoolClient,
  spec: OrderedChildren,
  parentId: string,
  ids: readonly string[],
  version: number,
): Promise<'OK' | 'STALE'> {
  const { rows } = await client.query<{ version: number }>(
    `SELECT ${spec.versionColumn} AS version FROM ${spec.parentTable} WHERE id = $1 FOR UPDATE`,
    [parentId],
  );
  if (rows[0]?.version !== version) return 'STALE';
  const children = await client.query<{ id: string }>(
    `SELECT id FROM ${spec.childTable} WHERE ${spec.parentColumn} = $1`,
    [parentId],
  );
  if (
    !isSameSet(
      ids,
      children.rows.map((row) => row.id),
    )
  )
    return 'STALE';
  await client.query(
    `UPDATE ${spec.childTable} AS c SET position = o.ord FROM unnest($2::uuid[]) WITH ORDINALITY AS o (id, ord)
     WHERE c.id = o.id AND c.${spec.parentColumn} = $1`,
    [parentId, ids],
  );
  await bumpVersion(client, spec, parentId);
  return 'OK';
}

/** Marks the parent's children as changed (add, remove, reorder). */
export async function bumpVersion(client: PoolClient, spec: OrderedChildren, parentId: string): Promise<void> {
  await client.query(`UPDATE ${spec.parentTable} SET ${spec.versionColumn} = ${spec.versionColumn} + 1 WHERE id = $1`, [
    parentId,
  ]);
}

/** The position after the last child. */
export async function nextPosition(client: PoolClient, spec: OrderedChildren, parentId: string): Promise<number> {
  const { rows } = await client.query<{ next: number }>(
    `SELECT coalesce(max(position), 0) + 1 AS next FROM ${spec.childTable} WHERE ${spec.parentColumn} = $1`,
    [parentId],
  );
  return rows[0].next;
}
