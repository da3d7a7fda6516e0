import { IntersectionType, PartialType } from '@nestjs/mapped-types';
import { ValidateNested } from 'class-validator';
import type { RestaurantPatch, SocialLinks } from '@carta/contracts';
import { ClosedDatesField, DateSpanDto } from '../../common/date-spans';
import { Optional, SocialLinksField } from '../../common/validators';
import { CreateRestaurantDto } from './create-restaurant.dto';
import { MapInfoDto, MapInfoType } from './restaurant-fields';

/** What only an edit sets: the social links (replaced whole) and the map. */
class RestaurantLinksDto {
  @SocialLinksField()
  socialLinks?: SocialLinks;

  @Optional()
  @ValidateNested({ message: 'ERROR' })
  @MapInfoType()
  mapInfo?: MapInfoDto;

  /** Replaced whole; stored in date order. */
  @Optional()
  @ClosedDatesField()
  closedDates?: DateSpanDto[];
}

/** PATCH /restaurants/{id}: any part of the wizard's fields, the social links or the map. */
export class UpdateRestaurantDto
  extends IntersectionType(PartialType(CreateRestaurantDto, { skipNullProperties: false }), RestaurantLinksDto)
  implements RestaurantPatch {}
