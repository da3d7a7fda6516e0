import type { LoginRequest } from '@carta/contracts';
import { EmailField, RequiredString } from '../../users/dto/user-fields';

export class LoginDto implements LoginRequest {
  @EmailField()
  email!: string;

  // No length rule on login: the stored hash decides.
  @RequiredString()
  password!: string;
}
