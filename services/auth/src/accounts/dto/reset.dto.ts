import type { ResetRequest } from '@carta/contracts';
import { LinkIdField, PasswordField } from '../../users/dto/user-fields';

export class ResetDto implements ResetRequest {
  @LinkIdField('NOT_FOUND_OR_ALREADY_USED')
  id!: string;

  @PasswordField()
  password!: string;
}
