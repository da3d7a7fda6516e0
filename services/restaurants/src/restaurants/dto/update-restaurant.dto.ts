import { ValidateNested } from 'class-validator';
import type { Currency, RestaurantLanguage, RestaurantPatch, SocialLinks } from '@carta/contracts';
import {
  ColorField,
  OptionalEmail,
  OptionalText,
  Optional,
  OptionalUrl,
  SocialLinksField,
  TimeZoneField,
} from '../../common/validators';
import { CurrencyField, LanguagesField, MapInfoDto, MapInfoType, RestaurantNameField } from './restaurant-fields';

/** PATCH /restaurants/{id}: any part of the wizard's fields, the social links (replaced whole) or the map. */
export class UpdateRestaurantDto implements RestaurantPatch {
  @Optional()
  @RestaurantNameField()
  name?: string;

  @OptionalText(300)
  address?: string;

  @OptionalText(20)
  postalCode?: string;

  @OptionalText(100)
  city?: string;

  @OptionalText(50)
  uuid?: string;

  @OptionalText(50)
  phone?: string;

  @OptionalUrl()
  web?: string;

  @OptionalEmail()
  email?: string;

  @Optional()
  @LanguagesField()
  languages?: RestaurantLanguage[];

  @Optional()
  @CurrencyField()
  currency?: Currency;

  @ColorField()
  brandColor?: string;

  @TimeZoneField()
  timeZone?: string;

  @SocialLinksField()
  socialLinks?: SocialLinks;

  @Optional()
  @ValidateNested({ message: 'ERROR' })
  @MapInfoType()
  mapInfo?: MapInfoDto;
}
