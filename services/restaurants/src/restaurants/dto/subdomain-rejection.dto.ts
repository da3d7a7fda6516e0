import { applyDecorators } from '@nestjs/common';
import { IsNotEmpty, IsString, MaxLength } from 'class-validator';
import { type SubdomainRejection, MAX_LENGTH } from '@carta/contracts';
import { tooLong } from '@carta/nest-core';
import { Trim } from '../../common/validators';

// applyDecorators keeps this order, so a missing reason is IS_EMPTY and not TOO_LONG.
const ReasonField = () =>
  applyDecorators(
    Trim(),
    IsNotEmpty({ message: 'IS_EMPTY' }),
    IsString({ message: 'IS_EMPTY' }),
    MaxLength(MAX_LENGTH.subdomainReason, tooLong(MAX_LENGTH.subdomainReason)),
  );

export class SubdomainRejectionDto implements SubdomainRejection {
  @ReasonField()
  reason!: string;
}
