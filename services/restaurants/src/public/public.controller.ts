import { Controller, Get, Param, Query, Res } from '@nestjs/common';
import { ApiQuery } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { GUEST_CACHE_TAGS_HEADER, PUBLIC_CACHE_CONTROL, PUBLIC_ROUTES } from '@carta/contracts';
import { Public, AppException, ParseIdPipe } from '@carta/nest-core';
import { PublicService } from './public.service';
import { publicLookup } from './public-query';

/** Names the restaurants an answer shows, so the gateway's guest cache drops it when one of them changes. */
function tagged<T>(reply: FastifyReply, body: T, restaurantIds: string[]): T {
  if (restaurantIds.length) void reply.header(GUEST_CACHE_TAGS_HEADER, restaurantIds.join(' '));
  return body;
}

/** What guests read without a token; see libs/contracts/src/public.ts for why there are two calls. */
@Public()
@Controller()
export class PublicController {
  constructor(private readonly guests: PublicService) {}

  // Read by publicLookup, not a DTO: described here for the API document.
  @ApiQuery({ name: '_id', required: false, schema: { type: 'string', format: 'uuid' } })
  @ApiQuery({ name: 'subDomainEnabled', required: false, schema: { type: 'string', enum: ['true'] } })
  @ApiQuery({ name: 'subDomain', required: false, schema: { type: 'string' } })
  @Get(PUBLIC_ROUTES.restaurants)
  async restaurants(@Query() query: Record<string, unknown>, @Res({ passthrough: true }) reply: FastifyReply) {
    // Set before anything can fail, so an error answer is revalidated too (a 404 may be cached heuristically).
    void reply.header('cache-control', PUBLIC_CACHE_CONTROL);
    const lookup = publicLookup(query);
    const list =
      lookup.by === 'id'
        ? await this.guests.restaurantList(lookup.id)
        : await this.guests.bySubDomain(lookup.subDomain);
    return tagged(
      reply,
      list,
      list.docs.map((restaurant) => restaurant._id),
    );
  }

  @Get(PUBLIC_ROUTES.menu(':id', ':menuId'))
  async menu(
    @Param('id', ParseIdPipe) id: string,
    @Param('menuId', ParseIdPipe) menuId: string,
    @Res({ passthrough: true }) reply: FastifyReply,
  ) {
    void reply.header('cache-control', PUBLIC_CACHE_CONTROL);
    const page = await this.guests.menuPage(id, menuId);
    if (!page) throw new AppException('NOT_FOUND');
    return tagged(reply, page, [page.restaurant._id]);
  }
}
