import { MAX_LENGTH, type ContactMessageInput } from '@carta/contracts';
import { applyDecorators } from '@nestjs/common';
import { IsNotEmpty, IsString, MaxLength } from 'class-validator';
import { Trim } from '../../common/validators';
import { tooLong } from '@carta/nest-core';

const RequiredText = (max: number) =>
  applyDecorators(
    Trim(),
    IsNotEmpty({ message: 'IS_EMPTY' }),
    IsString({ message: 'IS_EMPTY' }),
    MaxLength(max, tooLong(max)),
  );

export class ContactMessageDto implements ContactMessageInput {
  @RequiredText(MAX_LENGTH.contactName)
  name!: string;

  @RequiredText(MAX_LENGTH.contactMessage)
  message!: string;
}
