import {
  ADMIN_ROUTES,
  type AdminCreateUserRequest,
  type AdminUpdateUserRequest,
  type ListQuery,
  type Paged,
  type User,
} from '@carta/contracts';
import { http } from '@carta/web-core';

export async function listUsers(query: ListQuery): Promise<Paged<User>> {
  const { data } = await http.get<Paged<User>>(ADMIN_ROUTES.users, { params: query });
  return data;
}

export async function createUser(input: AdminCreateUserRequest): Promise<User> {
  const { data } = await http.post<User>(ADMIN_ROUTES.users, input, { showLoading: true });
  return data;
}

export async function updateUser(id: string, input: AdminUpdateUserRequest): Promise<User> {
  const { data } = await http.patch<User>(ADMIN_ROUTES.user(id), input, { showLoading: true });
  return data;
}

export async function deleteUser(id: string): Promise<void> {
  await http.delete(ADMIN_ROUTES.user(id), { showLoading: true });
}
