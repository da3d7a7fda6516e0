import type { ListPlan } from '../http/list-query';
import type { Queryable } from './sql';

/** One page of a list and how many rows match in all. */
export interface Page<T> {
  rows: T[];
  total: number;
}

export interface PageQuery {
  /** `SELECT … FROM … WHERE …` without ORDER BY; the search is added to its WHERE with AND. */
  select: string;
  params: readonly unknown[];
  /** Unique last sort key, so rows never move between pages (e.g. `id`). */
  tiebreak: string;
  /** Sort keys that come before the plan's own (e.g. pending requests first). */
  orderFirst?: string;
}

/**
 * The search's condition on `pattern` (the folded filter, in SQL): any searched text matches, reached through the
 * combined text's one trigram index where the list has one (ListSearch).
 */
export function searchCondition(plan: Pick<ListPlan, 'searchColumns' | 'searchCombined'>, pattern: string): string {
  const any = `(${plan.searchColumns.map((column) => `${column} LIKE ${pattern}`).join(' OR ')})`;
  return plan.searchCombined ? `${plan.searchCombined} LIKE ${pattern} AND ${any}` : any;
}

/**
 * Runs the page and the count of `query` together; sort columns and search columns come from the plan's allow-list,
 * and the search compares folded texts (`fold(column) LIKE fold(pattern)`: case and accents ignored, as indexed).
 */
export async function selectPage<T>(db: Queryable, query: PageQuery, plan: ListPlan): Promise<Page<T>> {
  const params = [...query.params];
  let matches = query.select;
  if (plan.pattern) {
    params.push(plan.pattern);
    matches += ` AND ${searchCondition(plan, `${plan.fold}($${params.length})`)}`;
  }
  const order = [query.orderFirst, `${plan.orderBy} ${plan.direction}`, query.tiebreak].filter(Boolean).join(', ');
  const [page, count] = await Promise.all([
    db.query(`${matches} ORDER BY ${order} LIMIT ${plan.limit} OFFSET ${plan.offset}`, params),
    db.query<{ total: number }>(`SELECT count(*)::int AS total FROM (${matches}) AS matches`, params),
  ]);
  return { rows: page.rows as T[], total: count.rows[0].total };
}
