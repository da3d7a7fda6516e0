import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Pool, PoolClient } from 'pg';

/** What a pool and a connection inside a transaction both answer. */
export type Queryable = Pool | PoolClient;

/** A piece of SQL and its parameters, numbered where the caller said. */
export interface SqlParts {
  sql: string;
  params: unknown[];
}

/** A row to write: column → value. Column names come from code, never from a request. */
export type ColumnValues = Record<string, unknown>;

/** A column name as a quoted SQL identifier. */
export function quoteIdentifier(name: string): string {
  return `"${name.replace(/"/g, '""')}"`;
}

/**
 * The fields of `changes` that are set, as column → value; `columns` names each field's column. Fields in `json`
 * are sent as JSON text: `pg` would send an array as a PostgreSQL array, not as JSON.
 */
export function toColumns<T extends object>(
  changes: T,
  columns: { readonly [K in keyof T]-?: string },
  json: readonly (keyof T)[] = [],
): ColumnValues {
  const row: ColumnValues = {};
  for (const field of Object.keys(columns) as (keyof T)[]) {
    const value = changes[field];
    if (value !== undefined) row[columns[field]] = json.includes(field) ? JSON.stringify(value) : value;
  }
  return row;
}

/** `("a", "b") VALUES ($n, $n+1)`: the tail of an INSERT, its parameters numbered from `firstParam`. */
export function insertValues(row: ColumnValues, firstParam = 1): SqlParts {
  const columns = Object.keys(row);
  const placeholders = columns.map((_, i) => `$${firstParam + i}`);
  return {
    sql: `(${columns.map(quoteIdentifier).join(', ')}) VALUES (${placeholders.join(', ')})`,
    params: Object.values(row),
  };
}

/**
 * `"a" = $n, "b" = $n+1, updated_at = now()`: the SET list of an UPDATE, its parameters numbered from
 * `firstParam`. Every table we update keeps `updated_at`, so an edit that sets nothing still marks the row.
 */
export function updateSet(row: ColumnValues, firstParam = 1): SqlParts {
  const sets = Object.keys(row).map((column, i) => `${quoteIdentifier(column)} = $${firstParam + i}`);
  return { sql: [...sets, 'updated_at = now()'].join(', '), params: Object.values(row) };
}

/** PostgreSQL's SQLSTATE for a unique index refusing a write. */
export const UNIQUE_VIOLATION = '23505';

/**
 * Runs `work`; when a unique index refuses it, answers `onTaken()` instead (which may throw a domain error).
 * The index decides, so two concurrent writes of the same value are caught too.
 */
export async function onUniqueViolation<T, U>(work: () => Promise<T>, onTaken: () => U): Promise<T | U> {
  try {
    return await work();
  } catch (error) {
    if ((error as { code?: string } | null)?.code === UNIQUE_VIOLATION) return onTaken();
    throw error;
  }
}

/** A checked-in `.sql` file beside the code (`dir` is the caller's `__dirname`), read once at start. */
export function readSql(dir: string, file: string): string {
  return readFileSync(join(dir, file), 'utf8').trim();
}
