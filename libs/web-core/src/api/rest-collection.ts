import type { ListQuery, Paged } from '@carta/contracts';
import { http } from '../http';

/** The calls of a REST collection: one page of it, create, update and delete (changes show the loading dialog). */
export function restCollection<Row, Create, Update = Create>(path: string, one: (id: string) => string) {
  return {
    list: async (query: ListQuery = {}): Promise<Paged<Row>> =>
      (await http.get<Paged<Row>>(path, { params: query })).data,
    create: async (input: Create): Promise<Row> => (await http.post<Row>(path, input, { showLoading: true })).data,
    update: async (id: string, input: Update): Promise<Row> =>
      (await http.patch<Row>(one(id), input, { showLoading: true })).data,
    remove: async (id: string): Promise<void> => {
      await http.delete(one(id), { showLoading: true });
    },
  };
}
