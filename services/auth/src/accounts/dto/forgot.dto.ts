import type { ForgotRequest } from '@carta/contracts';
import { EmailField } from './fields';

export class ForgotDto implements ForgotRequest {
  @EmailField()
  email!: string;
}
