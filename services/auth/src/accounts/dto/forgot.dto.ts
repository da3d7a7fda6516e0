import type { ForgotRequest } from '@carta/contracts';
import { EmailField } from '../../users/dto/user-fields';

export class ForgotDto implements ForgotRequest {
  @EmailField()
  email!: string;
}
