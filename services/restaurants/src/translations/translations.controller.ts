import { Controller, Get, Param } from '@nestjs/common';
import { RESTAURANT_ROUTES, type TokenClaims, type TranslationStatus } from '@carta/contracts';
import { CurrentUser, ParseIdPipe } from '@carta/nest-core';
import { TranslationsService } from './translations.service';

@Controller()
export class TranslationsController {
  constructor(private readonly translations: TranslationsService) {}

  @Get(RESTAURANT_ROUTES.translations(':id'))
  status(@CurrentUser() user: TokenClaims, @Param('id', ParseIdPipe) id: string): Promise<TranslationStatus> {
    return this.translations.status(id, user);
  }
}
