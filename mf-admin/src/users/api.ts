import { ADMIN_ROUTES, type AdminCreateUserRequest, type AdminUpdateUserRequest, type User } from '@carta/contracts';
import { restCollection } from '@carta/web-core';

export const {
  list: listUsers,
  create: createUser,
  update: updateUser,
  remove: deleteUser,
} = restCollection<User, AdminCreateUserRequest, AdminUpdateUserRequest>(ADMIN_ROUTES.users, ADMIN_ROUTES.user);
