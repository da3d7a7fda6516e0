import type { ChangePasswordRequest } from '@carta/contracts';
import { PasswordField, RequiredString } from '../../accounts/dto/fields';

export class ChangePasswordDto implements ChangePasswordRequest {
  @RequiredString()
  oldPassword!: string;

  @PasswordField()
  newPassword!: string;
}
