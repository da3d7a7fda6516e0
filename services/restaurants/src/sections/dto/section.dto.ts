import { applyDecorators } from '@nestjs/common';
import { Type } from 'class-transformer';
import { IsDefined, IsIn, IsInt, Max, Min, ValidateNested } from 'class-validator';
import {
  COURSE_KINDS,
  MAX_COURSE_COUNT,
  type CourseKind,
  type CourseRule,
  type SectionInput,
  type Translated,
} from '@carta/contracts';
import { NameField, Nullable } from '../../common/validators';

export class CourseRuleDto implements CourseRule {
  @IsDefined({ message: 'IS_EMPTY' })
  @IsIn(COURSE_KINDS, { message: 'ERROR' })
  kind!: CourseKind;

  @IsDefined({ message: 'IS_EMPTY' })
  @IsInt({ message: 'ERROR' })
  @Min(1, { message: 'ERROR' })
  @Max(MAX_COURSE_COUNT, { message: 'ERROR' })
  count!: number;
}

const CourseField = () =>
  applyDecorators(
    Nullable(),
    ValidateNested({ message: 'ERROR' }),
    Type(() => CourseRuleDto),
  );

/** POST and PATCH of a section: its name per restaurant language (the first required), and its course rule. */
export class SectionDto implements SectionInput {
  @NameField()
  name!: Translated;

  @CourseField()
  course?: CourseRuleDto | null;
}
