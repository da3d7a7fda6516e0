import { applyDecorators } from '@nestjs/common';
import { Type } from 'class-transformer';
import { IsIn, IsInt, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';
import type { ListQuery } from '@carta/contracts';
import { AppException } from './app.exception';

export const DEFAULT_PAGE_SIZE = 10;
export const MAX_PAGE_SIZE = 100;
/** Far past any real list, and small enough that page × limit stays a valid SQL OFFSET (a huge page was a 500). */
export const MAX_PAGE = 1_000_000;

/** Every list query rule answers 422 ERROR_WITH_FILTER. */
const FILTER = { message: 'ERROR_WITH_FILTER' } as const;
const TextParam = (max: number) =>
  applyDecorators(IsOptional(), IsString(FILTER), MaxLength(max, { ...FILTER, context: { max } }));
const NumberParam = () =>
  applyDecorators(
    IsOptional(),
    Type(() => Number),
    IsInt(FILTER),
    Min(1, FILTER),
  );

/** The spec's list query (?sort&order&page&limit&filter&fields), validated. */
export class ListQueryDto implements ListQuery {
  @TextParam(64)
  sort?: string;

  @IsOptional()
  @Type(() => Number)
  @IsIn([1, -1], FILTER)
  order?: 1 | -1;

  @NumberParam()
  @Max(MAX_PAGE, FILTER)
  page?: number;

  @NumberParam()
  @Max(MAX_PAGE_SIZE, FILTER)
  limit?: number;

  @TextParam(200)
  filter?: string;

  @TextParam(200)
  fields?: string;
}

/**
 * How a list searches, ignoring case and accents ("jamon" finds "Jamón"): `fold` names the service's SQL function
 * that lower-cases and unaccents a text (its migrations create it IMMUTABLE over `unaccent`, and index
 * `fold(column)` with trigrams); `columns` maps each searchable API field to its text column.
 */
export interface ListSearch {
  fold: string;
  columns: Record<string, string>;
}

/** A list query turned into safe SQL pieces: columns come only from the allow-list, the filter stays a parameter. */
export interface ListPlan {
  orderBy: string;
  direction: 'ASC' | 'DESC';
  limit: number;
  offset: number;
  /** Folded expressions to search in (`fold(column)`, as indexed); empty when there is no filter. */
  searchColumns: string[];
  /** A LIKE pattern (wildcards escaped) for the filter, or null; folded in SQL like the columns. */
  pattern: string | null;
  /** The fold function the pattern goes through. */
  fold: string;
}

/** The columns of `created_at` and `updated_at`, for the sort columns of the lists that carry them (`sort=-createdAt`). */
export const TIMESTAMP_SORTS = { createdAt: 'created_at', updatedAt: 'updated_at' } as const;

/**
 * `columns` maps API field names to SQL expressions (never user input) a list may sort by, `search` the fields it
 * may search in (`fields`; all of them when none is named). `sort=-field` reverses the order (`sort=-createdAt`:
 * newest first). An unknown sort or search field is 422 ERROR_WITH_FILTER.
 */
export function planList(
  query: ListQuery,
  columns: Record<string, string>,
  defaultSort: string,
  search: ListSearch,
): ListPlan {
  const fail = () => new AppException('ERROR_WITH_FILTER', { param: 'sort' });
  const requested = query.sort || defaultSort;
  const reversed = requested.startsWith('-');
  const sort = reversed ? requested.slice(1) : requested;
  if (!Object.hasOwn(columns, sort)) throw fail();
  const limit = query.limit ?? DEFAULT_PAGE_SIZE;
  const filter = query.filter?.trim() ?? '';
  const fields = (query.fields ?? '')
    .split(',')
    .map((field) => field.trim())
    .filter(Boolean);
  if (fields.some((field) => !Object.hasOwn(search.columns, field))) {
    throw new AppException('ERROR_WITH_FILTER', { param: 'fields' });
  }
  const searched = fields.length ? fields : Object.keys(search.columns);
  return {
    orderBy: columns[sort],
    direction: (query.order === -1) !== reversed ? 'DESC' : 'ASC',
    limit,
    offset: ((query.page ?? 1) - 1) * limit,
    searchColumns: filter ? searched.map((field) => `${search.fold}(${search.columns[field]})`) : [],
    pattern: filter ? `%${filter.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null,
    fold: search.fold,
  };
}
