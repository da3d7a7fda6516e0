import { Module } from '@nestjs/common';
import { RestaurantsModule } from '../restaurants/restaurants.module';
import { TranslationsController } from './translations.controller';
import { TranslationsRepository } from './translations.repository';
import { TranslationsService } from './translations.service';

/** How complete each of a restaurant's languages is, over its products, menus and sections. */
@Module({
  imports: [RestaurantsModule],
  controllers: [TranslationsController],
  providers: [TranslationsService, TranslationsRepository],
})
export class TranslationsModule {}
