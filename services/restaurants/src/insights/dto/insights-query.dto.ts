import { IsIn, Matches } from 'class-validator';
import { Optional } from '../../common/validators';

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** GET /restaurants/{id}/insights: a range of days in the restaurant's time zone (default: the last 30), JSON or CSV. */
export class InsightsQueryDto {
  @Optional()
  @Matches(DATE, { message: 'ERROR' })
  from?: string;

  @Optional()
  @Matches(DATE, { message: 'ERROR' })
  to?: string;

  @Optional()
  @IsIn(['json', 'csv'], { message: 'ERROR' })
  format?: 'json' | 'csv';
}
