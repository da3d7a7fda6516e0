import { Controller, Get, Param, Req, Res } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { PUBLIC_CACHE_CONTROL, PUBLIC_ROUTES } from '@carta/contracts';
import { Public, AppException, ParseIdPipe } from '@carta/nest-core';
import { chooseEncoding, etagOf, isNotModified, type Rendered } from './http-cache';
import { PublicCache } from './public-cache';
import { publicLookup } from './public-query';

/** Sends a cached body: 304 when the client holds it, else the smallest encoding it accepts. */
function send(req: FastifyRequest, reply: FastifyReply, rendered: Rendered): void {
  const encoding = chooseEncoding(rendered, req.headers['accept-encoding']);
  void reply.header('etag', etagOf(rendered, encoding)).header('vary', 'Accept-Encoding');
  if (isNotModified(rendered, req.headers['if-none-match'])) {
    void reply.code(304).send();
    return;
  }
  if (encoding !== 'identity') void reply.header('content-encoding', encoding);
  void reply.type('application/json; charset=utf-8').send(rendered.bodies[encoding]);
}

/** What guests read without a token; see libs/contracts/src/public.ts for why there are two calls. */
@Public()
@Controller()
export class PublicController {
  constructor(private readonly cache: PublicCache) {}

  @Get(PUBLIC_ROUTES.restaurants)
  async restaurants(@Req() req: FastifyRequest, @Res() reply: FastifyReply): Promise<void> {
    // Set before anything can fail, so an error answer is revalidated too (a 404 may be cached heuristically).
    void reply.header('cache-control', PUBLIC_CACHE_CONTROL);
    const lookup = publicLookup(req.query as Record<string, unknown>);
    const rendered =
      lookup.by === 'id'
        ? ((await this.cache.restaurantList(lookup.id)) ?? (await this.cache.emptyList()))
        : await this.cache.bySubDomain(lookup.subDomain);
    send(req, reply, rendered);
  }

  @Get(PUBLIC_ROUTES.menu(':id', ':menuId'))
  async menu(
    @Param('id', ParseIdPipe) id: string,
    @Param('menuId', ParseIdPipe) menuId: string,
    @Req() req: FastifyRequest,
    @Res() reply: FastifyReply,
  ): Promise<void> {
    void reply.header('cache-control', PUBLIC_CACHE_CONTROL);
    const rendered = await this.cache.menuPage(id, menuId);
    if (!rendered) throw new AppException('NOT_FOUND');
    send(req, reply, rendered);
  }
}
