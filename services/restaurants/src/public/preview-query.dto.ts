import { IsDefined, IsISO8601, IsString } from 'class-validator';

/** GET /restaurants/{id}/preview?at=: the instant (ISO 8601 with its offset, e.g. 2026-12-24T20:30:00+01:00). */
export class PreviewQueryDto {
  @IsDefined({ message: 'IS_EMPTY' })
  @IsString({ message: 'ERROR' })
  @IsISO8601({ strict: true }, { message: 'ERROR' })
  at!: string;
}
