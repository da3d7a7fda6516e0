import {
  ADMIN_ROUTES,
  type AdminCreateUserRequest,
  type AdminUpdateUserRequest,
  type ResendValidationResponse,
  type User,
} from '@carta/contracts';
import { http, restCollection } from '@carta/web-core';

export const {
  list: listUsers,
  create: createUser,
  update: updateUser,
  remove: deleteUser,
} = restCollection<User, AdminCreateUserRequest, AdminUpdateUserRequest>(ADMIN_ROUTES.users, ADMIN_ROUTES.user);

/** Mails the user a new verification link (an address already verified: NOT_FOUND_OR_ALREADY_VERIFIED). */
export async function resendVerification(id: string): Promise<ResendValidationResponse> {
  const { data } = await http.post<ResendValidationResponse>(ADMIN_ROUTES.userVerification(id), undefined, {
    showLoading: true,
  });
  return data;
}
