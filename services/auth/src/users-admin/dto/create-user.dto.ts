import type { AdminCreateUserRequest, Role } from '@carta/contracts';
import { EmailField, NameField, PasswordField } from '../../accounts/dto/fields';
import { Optional, RoleField, TextField } from './user-fields';

/** POST /users/ (admin): verified is never taken from the body. */
export class CreateUserDto implements AdminCreateUserRequest {
  @NameField()
  name!: string;

  @EmailField()
  email!: string;

  @PasswordField()
  password!: string;

  @RoleField()
  role!: Role;

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
