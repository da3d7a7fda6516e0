import type { Pool, PoolClient, QueryResultRow } from 'pg';
import { inTransaction } from '@carta/nest-core';

/** A parent whose children have an order: table and columns are constants of ours, never input. */
export interface OrderedChildren {
  parentTable: 'restaurants' | 'menus' | 'sections';
  versionColumn: 'menus_version' | 'version';
  childTable: 'menus' | 'sections' | 'section_items';
  parentColumn: 'restaurant_id' | 'menu_id' | 'section_id';
  /** The child table's alias in the repository's column lists. */
  alias: 'm' | 's' | 'i';
}

export const MENUS_OF_RESTAURANT: OrderedChildren = {
  parentTable: 'restaurants',
  versionColumn: 'menus_version',
  childTable: 'menus',
  parentColumn: 'restaurant_id',
  alias: 'm',
};
export const SECTIONS_OF_MENU: OrderedChildren = {
  parentTable: 'menus',
  versionColumn: 'version',
  childTable: 'sections',
  parentColumn: 'menu_id',
  alias: 's',
};
export const ITEMS_OF_SECTION: OrderedChildren = {
  parentTable: 'sections',
  versionColumn: 'version',
  childTable: 'section_items',
  parentColumn: 'section_id',
  alias: 'i',
};

/** The new order applies only to exactly the current children, each once. */
export function isSameSet(ids: readonly string[], current: readonly string[]): boolean {
  const wanted = new Set(ids);
  return wanted.size === ids.length && ids.length === current.length && current.every((id) => wanted.has(id));
}

/**
 * Persists a whole order, or refuses ('STALE') when the parent's version moved since the client read it or the
 * children are not the ones it saw. The parent row stays locked until commit, so two reorders (or a reorder and an
 * add) never interleave.
 */
export function reorder(
  pool: Pool,
  spec: OrderedChildren,
  parentId: string,
  ids: readonly string[],
  version: number,
): Promise<'OK' | 'STALE'> {
  return inTransaction(pool, async (client) => {
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
  });
}

/** Adds a child last (`insert` writes it at `position`); the parent's version moves, in one transaction. */
export function appendChild<T>(
  pool: Pool,
  spec: OrderedChildren,
  parentId: string,
  insert: (client: PoolClient, position: number) => Promise<T>,
): Promise<T> {
  return inTransaction(pool, async (client) => {
    await bumpVersion(client, spec, parentId);
    const { rows } = await client.query<{ next: number }>(
      `SELECT coalesce(max(position), 0) + 1 AS next FROM ${spec.childTable} WHERE ${spec.parentColumn} = $1`,
      [parentId],
    );
    return insert(client, rows[0].next);
  });
}

/** Deletes one child of the parent, returning `columns` of it (or null); the parent's version moves. */
export function removeChild<T extends QueryResultRow>(
  pool: Pool,
  spec: OrderedChildren,
  parentId: string,
  childId: string,
  columns: string,
): Promise<T | null> {
  return inTransaction(pool, async (client) => {
    await bumpVersion(client, spec, parentId);
    const { rows } = await client.query<T>(
      `DELETE FROM ${spec.childTable} AS ${spec.alias} WHERE ${spec.alias}.id = $1
         AND ${spec.alias}.${spec.parentColumn} = $2 RETURNING ${columns}`,
      [childId, parentId],
    );
    return rows[0] ?? null;
  });
}

/** Marks the parent's children as changed (add, remove, reorder). */
async function bumpVersion(client: PoolClient, spec: OrderedChildren, parentId: string): Promise<void> {
  await client.query(`UPDATE ${spec.parentTable} SET ${spec.versionColumn} = ${spec.versionColumn} + 1 WHERE id = $1`, [
    parentId,
  ]);
}
