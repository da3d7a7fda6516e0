import { OmitType, PartialType } from '@nestjs/mapped-types';
import type { AdminUpdateUserRequest } from '@carta/contracts';
import { CreateUserDto } from './create-user.dto';

/**
 * PATCH /users/{id} (admin): the spec's edit payload, each field optional (null is validated, not skipped);
 * a password or verified flag is refused (unknown field).
 */
export class UpdateUserDto
  extends PartialType(OmitType(CreateUserDto, ['password'] as const), { skipNullProperties: false })
  implements AdminUpdateUserRequest {}
