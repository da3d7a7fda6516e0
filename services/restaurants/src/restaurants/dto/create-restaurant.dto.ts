import { MAX_LENGTH, type Currency, type RestaurantInput, type RestaurantLanguage } from '@carta/contracts';
import { ColorField, OptionalEmail, OptionalText, OptionalUrl, TimeZoneField } from '../../common/validators';
import { CurrencyField, LanguagesField, RestaurantNameField } from './restaurant-fields';

/** POST /restaurants: name, languages and currency are required; the other fields default to ''. */
export class CreateRestaurantDto implements Partial<RestaurantInput> {
  @RestaurantNameField()
  name!: string;

  @OptionalText(MAX_LENGTH.address)
  address?: string;

  @OptionalText(MAX_LENGTH.postalCode)
  postalCode?: string;

  @OptionalText(MAX_LENGTH.restaurantCity)
  city?: string;

  @OptionalText(MAX_LENGTH.uuid)
  uuid?: string;

  @OptionalText(MAX_LENGTH.restaurantPhone)
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
