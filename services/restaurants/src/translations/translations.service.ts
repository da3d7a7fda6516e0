import { Injectable } from '@nestjs/common';
import { MISSING_TRANSLATIONS_SHOWN, type TranslationStatus } from '@carta/contracts';
import { RestaurantsService, type Caller } from '../restaurants/restaurants.service';
import { TranslationsRepository } from './translations.repository';

@Injectable()
export class TranslationsService {
  constructor(
    private readonly restaurants: RestaurantsService,
    private readonly translations: TranslationsRepository,
  ) {}

  /** Read access like the restaurant itself: its owner, or an admin (support). */
  async status(restaurantId: string, caller: Caller): Promise<TranslationStatus> {
    await this.restaurants.find(restaurantId, caller, 'read');
    return { languages: await this.translations.status(restaurantId, MISSING_TRANSLATIONS_SHOWN) };
  }
}
