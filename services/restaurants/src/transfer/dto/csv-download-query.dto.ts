import { IsIn } from 'class-validator';
import { CSV_DIALECTS, type CsvDialect } from '@carta/contracts';
import { Optional } from '../../common/validators';

/** A CSV download's `?dialect=` (default `standard`; `excel-es` for Excel in Spanish). */
export class CsvDownloadQueryDto {
  @Optional()
  @IsIn(Object.keys(CSV_DIALECTS), { message: 'ERROR' })
  dialect?: CsvDialect;
}
