import { Controller, Get, Param, Query, Res } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import { RESTAURANT_ROUTES, type PublicRestaurant, type TokenClaims } from '@carta/contracts';
import { AppException, CurrentUser, ParseIdPipe } from '@carta/nest-core';
import { RestaurantsService } from '../restaurants/restaurants.service';
import { PreviewQueryDto } from './preview-query.dto';
import { PublicService } from './public.service';

/**
 * The owner's preview: what guests would read at an instant the owner picks. The instant is taken only here, behind
 * the token and the ownership check, never on the public reads, so no guest can make the gateway's guest cache keep a
 * page of another time (this path is not a guest read: the gateway never caches it).
 */
@Controller()
export class PreviewController {
  constructor(
    private readonly restaurants: RestaurantsService,
    private readonly guests: PublicService,
  ) {}

  @Get(RESTAURANT_ROUTES.preview(':id'))
  async preview(
    @CurrentUser() user: TokenClaims,
    @Param('id', ParseIdPipe) id: string,
    @Query() query: PreviewQueryDto,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<PublicRestaurant> {
    void reply.header('cache-control', 'private, no-store');
    await this.restaurants.find(id, user, 'read');
    const restaurant = await this.guests.previewAt(id, new Date(query.at));
    if (!restaurant) throw new AppException('NOT_FOUND');
    return restaurant;
  }
}
