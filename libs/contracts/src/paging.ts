/** When a record was created and last changed (ISO 8601, UTC): lists sort by them (`sort=-createdAt`). */
export interface Timestamps {
  createdAt: string;
  updatedAt: string;
}

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
