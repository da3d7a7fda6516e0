import { applyDecorators } from '@nestjs/common';
import { IsInt, IsNotEmpty, IsString, IsUUID, Max, MaxLength, Min } from 'class-validator';
import {
  PLACEMENT_LIMITS,
  type PlacementInput,
  type PlacementRangeInput,
  type PrintQuery,
  type TentsQuery,
} from '@carta/contracts';
import { tooLong } from '@carta/nest-core';
import { Optional, Trim } from '../../common/validators';

const NameText = () =>
  applyDecorators(
    Trim(),
    IsString({ message: 'IS_EMPTY' }),
    IsNotEmpty({ message: 'IS_EMPTY' }),
    MaxLength(PLACEMENT_LIMITS.name, tooLong(PLACEMENT_LIMITS.name)),
  );

const RangeNumber = () =>
  applyDecorators(
    IsInt({ message: 'ERROR' }),
    Min(1, { message: 'ERROR' }),
    Max(PLACEMENT_LIMITS.rangeNumber, { message: 'ERROR' }),
  );

/** POST one placement, PATCH its name. */
export class PlacementDto implements PlacementInput {
  @NameText()
  name!: string;
}

/** POST a numbered range ("Mesa 1" … "Mesa 20"); how many at once: the service checks. */
export class PlacementRangeDto implements PlacementRangeInput {
  @NameText()
  prefix!: string;

  @RangeNumber()
  from!: number;

  @RangeNumber()
  to!: number;
}

/** GET tents.pdf: one placement, or (absent) every live one. */
export class TentsQueryDto implements TentsQuery {
  @Optional()
  @IsUUID('all', { message: 'ID_MALFORMED' })
  placementId?: string;
}

/** GET print.pdf: the menu's language (checked against the restaurant's by the service). */
export class PrintQueryDto implements PrintQuery {
  @Optional()
  @IsString({ message: 'ERROR' })
  @MaxLength(10, tooLong(10))
  lang?: string;
}
