import type { ChangePasswordRequest } from '@carta/contracts';
import { PasswordField, RequiredString } from '../../users/dto/user-fields';

export class ChangePasswordDto implements ChangePasswordRequest {
  @RequiredString()
  oldPassword!: string;

  @PasswordField()
  newPassword!: string;
}
