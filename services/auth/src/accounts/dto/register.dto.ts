import type { RegisterRequest } from '@carta/contracts';
import { EmailField, NameField, PasswordField } from '../../users/dto/user-fields';

export class RegisterDto implements RegisterRequest {
  @NameField()
  name!: string;

  @EmailField()
  email!: string;

  @PasswordField()
  password!: string;
}
