import { IsBoolean, IsIn, IsString, IsUrl, MaxLength, ValidateIf } from 'class-validator';
import { ROLES, type UpdateProfileRequest } from '@carta/contracts';
import { EmailField, NameField } from '../../accounts/dto/fields';

/** Absent fields are left as they are; present ones (null included) must be valid. */
const Optional = () => ValidateIf((_dto: object, value: unknown) => value !== undefined);

/**
 * PATCH /profile. Role, verified and _id may come back from a client that sends its whole user object:
 * they are accepted and ignored (the service never reads them); a password is refused (unknown field).
 */
export class UpdateProfileDto implements UpdateProfileRequest {
  @Optional()
  @NameField()
  name?: string;

  @Optional()
  @EmailField()
  email?: string;

  @Optional()
  @IsString({ message: 'ERROR' })
  @MaxLength(40, { message: 'ERROR' })
  phone?: string;

  @Optional()
  @IsString({ message: 'ERROR' })
  @MaxLength(100, { message: 'ERROR' })
  city?: string;

  @Optional()
  @IsString({ message: 'ERROR' })
  @MaxLength(100, { message: 'ERROR' })
  country?: string;

  @ValidateIf((_dto: object, value: unknown) => value !== undefined && value !== '')
  @IsUrl({ protocols: ['http', 'https'], require_protocol: true }, { message: 'NOT_A_VALID_URL' })
  @MaxLength(2000, { message: 'NOT_A_VALID_URL' })
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
