import { MAX_LENGTH, type AdminCreateUserRequest, type Role } from '@carta/contracts';
import { RegisterDto } from '../../accounts/dto/register.dto';
import { Optional, RoleField, TextField } from '../../users/dto/user-fields';

/** POST /users/ (admin): a sign-up's fields plus the role and contact; verified is never taken from the body. */
export class CreateUserDto extends RegisterDto implements AdminCreateUserRequest {
  @RoleField()
  role!: Role;

  @Optional()
  @TextField(MAX_LENGTH.phone)
  phone?: string;

  @Optional()
  @TextField(MAX_LENGTH.place)
  city?: string;

  @Optional()
  @TextField(MAX_LENGTH.place)
  country?: string;
}
