import type { VerifyRequest } from '@carta/contracts';
import { LinkIdField } from '../../users/dto/user-fields';

export class VerifyDto implements VerifyRequest {
  @LinkIdField('NOT_FOUND_OR_ALREADY_VERIFIED')
  id!: string;
}
