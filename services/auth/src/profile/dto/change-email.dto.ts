import type { ChangeEmailRequest } from '@carta/contracts';
import { EmailField, RequiredString } from '../../users/dto/user-fields';

export class ChangeEmailDto implements ChangeEmailRequest {
  @EmailField()
  email!: string;

  /** The current password. */
  @RequiredString()
  password!: string;
}
