import type { AdminUpdateUserRequest, Role } from '@carta/contracts';
import { EmailField, NameField } from '../../accounts/dto/fields';
import { Optional, RoleField, TextField } from './user-fields';

/** PATCH /users/{id} (admin): the spec's edit payload; a password or verified flag is refused (unknown field). */
export class UpdateUserDto implements AdminUpdateUserRequest {
  @Optional()
  @NameField()
  name?: string;

  @Optional()
  @EmailField()
  email?: string;

  @Optional()
  @RoleField()
  role?: Role;

  @Optional()
  @TextField(40)
  phone?: string;

  @Optional()
  @TextField(100)
  city?: string;

  @Optional()
  @TextField(100)
  country?: string;
}
