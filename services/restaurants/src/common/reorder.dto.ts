import { applyDecorators } from '@nestjs/common';
import { ArrayMaxSize, IsArray, IsDefined, IsInt, IsUUID, Min } from 'class-validator';
import type { ReorderRequest } from '@carta/contracts';
import { tooLong } from '@carta/nest-core';

const IdsField = () =>
  applyDecorators(
    IsDefined({ message: 'IS_EMPTY' }),
    IsArray({ message: 'ERROR' }),
    ArrayMaxSize(1000, tooLong(1000)),
    IsUUID('all', { each: true, message: 'ID_MALFORMED' }),
  );

const VersionField = () =>
  applyDecorators(IsDefined({ message: 'IS_EMPTY' }), IsInt({ message: 'ERROR' }), Min(0, { message: 'ERROR' }));

/** The whole new order and the parent's version it was made from. */
export class ReorderDto implements ReorderRequest {
  @IdsField()
  ids!: string[];

  @VersionField()
  version!: number;
}
