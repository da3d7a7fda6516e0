import { applyDecorators } from '@nestjs/common';
import { Transform } from 'class-transformer';
import { IsNotEmpty, IsString, MaxLength } from 'class-validator';
import { type SiteContactRequest, MAX_LENGTH } from '@carta/contracts';
import { tooLong } from '@carta/nest-core';
import { EmailField } from '../../users/dto/user-fields';

const trim = Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value));

const RequiredText = (max: number) =>
  applyDecorators(
    trim,
    IsNotEmpty({ message: 'IS_EMPTY' }),
    IsString({ message: 'IS_EMPTY' }),
    MaxLength(max, tooLong(max)),
  );

export class SiteContactDto implements SiteContactRequest {
  @RequiredText(MAX_LENGTH.contactName)
  name!: string;

  /** Where the admins answer; never stored. */
  @EmailField()
  email!: string;

  @RequiredText(MAX_LENGTH.contactMessage)
  message!: string;
}
