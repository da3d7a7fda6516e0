import type { Currency, RestaurantInput, RestaurantLanguage } from '@carta/contracts';
import { ColorField, OptionalEmail, OptionalText, OptionalUrl, TimeZoneField } from '../../common/validators';
import { CurrencyField, LanguagesField, RestaurantNameField } from './restaurant-fields';

/** POST /restaurants: name, languages and currency are required; the other fields default to ''. */
export class CreateRestaurantDto implements Partial<RestaurantInput> {
  @RestaurantNameField()
  name!: string;

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

  @LanguagesField()
  languages!: RestaurantLanguage[];

  @CurrencyField()
  currency!: Currency;

  @ColorField()
  brandColor?: string;

  @TimeZoneField()
  timeZone?: string;
}
