import { Controller, Get, Query } from '@nestjs/common';
import { RESTAURANT_ROUTES, type GeocodeResult } from '@carta/contracts';
import { RateLimited } from '@carta/nest-core';
import { GeocodeQueryDto } from './dto/geocode-query.dto';
import { GeocodeService } from './geocode.service';

@Controller()
export class GeocodeController {
  constructor(private readonly geocode: GeocodeService) {}

  // Any signed-in user may search (owners place their restaurants); limited per address (20 a minute), since each
  // new address asks a third party. Not per account: its 5 an hour would stop an owner typing a few searches.
  @RateLimited()
  @Get(RESTAURANT_ROUTES.geocode)
  search(@Query() query: GeocodeQueryDto): Promise<GeocodeResult> {
    return this.geocode.search(query.q);
  }
}
