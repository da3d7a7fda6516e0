import { Type } from 'class-transformer';
import { IsIn, IsInt, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';
import type { ListQuery } from '@carta/contracts';
import { AppException } from './app.exception';

export const DEFAULT_PAGE_SIZE = 10;
export const MAX_PAGE_SIZE = 100;

/** The spec's list query (?sort&order&page&limit&filter&fields), validated. */
export class ListQueryDto implements ListQuery {
  @IsOptional()
  @IsString({ message: 'ERROR_WITH_FILTER' })
  @MaxLength(64, { message: 'ERROR_WITH_FILTER' })
  sort?: string;

  @IsOptional()
  @Type(() => Number)
  @IsIn([1, -1], { message: 'ERROR_WITH_FILTER' })
  order?: 1 | -1;

  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: 'ERROR_WITH_FILTER' })
  @Min(1, { message: 'ERROR_WITH_FILTER' })
  page?: number;

  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: 'ERROR_WITH_FILTER' })
  @Min(1, { message: 'ERROR_WITH_FILTER' })
  @Max(MAX_PAGE_SIZE, { message: 'ERROR_WITH_FILTER' })
  limit?: number;

  @IsOptional()
  @IsString({ message: 'ERROR_WITH_FILTER' })
  @MaxLength(200, { message: 'ERROR_WITH_FILTER' })
  filter?: string;

  @IsOptional()
  @IsString({ message: 'ERROR_WITH_FILTER' })
  @MaxLength(200, { message: 'ERROR_WITH_FILTER' })
  fields?: string;
}

/** A list query turned into safe SQL pieces: columns come only from the allow-list, the filter stays a parameter. */
export interface ListPlan {
  orderBy: string;
  direction: 'ASC' | 'DESC';
  limit: number;
  offset: number;
  /** Columns to search in; empty when there is no filter. */
  searchColumns: string[];
  /** A LIKE pattern (wildcards escaped) for the filter, or null. */
  pattern: string | null;
}

/**
 * `columns` maps API field names to SQL expressions (never user input). An unknown sort or search field is
 * 422 ERROR_WITH_FILTER.
 */
export function planList(query: ListQuery, columns: Record<string, string>, defaultSort: string): ListPlan {
  const fail = () => new AppException('ERROR_WITH_FILTER');
  const sort = query.sort || defaultSort;
  if (!Object.hasOwn(columns, sort)) throw fail();
  const limit = query.limit ?? DEFAULT_PAGE_SIZE;
  const filter = query.filter?.trim() ?? '';
  const fields = (query.fields ?? '')
    .split(',')
    .map((field) => field.trim())
    .filter(Boolean);
  if (fields.some((field) => !Object.hasOwn(columns, field))) throw fail();
  return {
    orderBy: columns[sort],
    direction: query.order === -1 ? 'DESC' : 'ASC',
    limit,
    offset: ((query.page ?? 1) - 1) * limit,
    searchColumns: filter ? (fields.length ? fields : Object.keys(columns)).map((field) => columns[field]) : [],
    pattern: filter ? `%${filter.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null,
  };
}
