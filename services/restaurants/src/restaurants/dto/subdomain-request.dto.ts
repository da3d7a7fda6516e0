import { applyDecorators } from '@nestjs/common';
import { Transform } from 'class-transformer';
import { IsNotEmpty, IsString, Matches, MaxLength } from 'class-validator';
import { MAX_LENGTH, SUBDOMAIN_PATTERN, type SubdomainRequest } from '@carta/contracts';

// applyDecorators keeps this order, so an empty value is IS_EMPTY and not SUB_DOMAIN.
const SubdomainField = () =>
  applyDecorators(
    // Host names compare case-insensitively: stored lower-case.
    Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim().toLowerCase() : value)),
    IsNotEmpty({ message: 'IS_EMPTY' }),
    IsString({ message: 'SUB_DOMAIN' }),
    Matches(SUBDOMAIN_PATTERN, { message: 'SUB_DOMAIN' }),
    MaxLength(MAX_LENGTH.subDomain, { message: 'SUB_DOMAIN' }),
  );

export class SubdomainRequestDto implements SubdomainRequest {
  @SubdomainField()
  subDomain!: string;
}
