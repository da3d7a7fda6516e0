import type { RegisterRequest } from '@carta/contracts';
import { EmailField, NameField, PasswordField } from './fields';

export class RegisterDto implements RegisterRequest {
  @NameField()
  name!: string;

  @EmailField()
  email!: string;

  @PasswordField()
  password!: string;
}
