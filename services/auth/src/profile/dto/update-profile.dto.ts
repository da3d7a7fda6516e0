import { PartialType, PickType } from '@nestjs/mapped-types';
import { IsBoolean, IsIn, IsString, IsUrl, MaxLength, ValidateIf } from 'class-validator';
import { MAX_LENGTH, ROLES, type UpdateProfileRequest } from '@carta/contracts';
import { RegisterDto } from '../../accounts/dto/register.dto';
import { FreeText, Optional } from '../../users/dto/user-fields';

/**
 * PATCH /profile: name and e-mail as at sign-up, each optional (null is validated, not skipped). Role, verified and
 * _id may come back from a client that sends its whole user object: they are accepted and ignored (the service never
 * reads them); a password is refused (unknown field).
 */
export class UpdateProfileDto
  extends PartialType(PickType(RegisterDto, ['name', 'email'] as const), { skipNullProperties: false })
  implements UpdateProfileRequest
{
  @Optional()
  @FreeText(MAX_LENGTH.phone)
  phone?: string;

  @Optional()
  @FreeText(MAX_LENGTH.place)
  city?: string;

  @Optional()
  @FreeText(MAX_LENGTH.place)
  country?: string;

  @ValidateIf((_dto: object, value: unknown) => value !== undefined && value !== '')
  @IsUrl({ protocols: ['http', 'https'], require_protocol: true }, { message: 'NOT_A_VALID_URL' })
  @MaxLength(MAX_LENGTH.url, { message: 'NOT_A_VALID_URL' })
  urlAvatar?: string;

  @Optional()
  @IsString({ message: 'ERROR' })
  _id?: string;

  @Optional()
  @IsBoolean({ message: 'ERROR' })
  verified?: boolean;

  @Optional()
  @IsIn(ROLES, { message: 'ERROR' })
  role?: string;
}
