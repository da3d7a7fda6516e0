export interface Paged<T> {
  docs: T[];
  totalDocs: number;
}

/** List query params from the spec's tables: order -1 descending, 1 ascending. */
export interface ListQuery {
  sort?: string;
  order?: 1 | -1;
  page?: number;
  limit?: number;
  filter?: string;
  fields?: string;
}
