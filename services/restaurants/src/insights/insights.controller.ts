import { Controller, Get, HttpCode, HttpStatus, Param, Post, Query, Req, Res } from '@nestjs/common';
import { ApiBody, ApiConsumes, ApiProduces } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  ALLERGENS,
  INSIGHT_EVENT_CONTENT_TYPE,
  INSIGHT_EVENT_KINDS,
  INSIGHTS_ROUTES,
  RESTAURANT_LANGUAGES,
  type RestaurantInsights,
  type TokenClaims,
} from '@carta/contracts';
import { CurrentUser, ParseIdPipe, Public } from '@carta/nest-core';
import { ChangesRestaurant } from '../public/changes-restaurant.decorator';
import { InsightsQueryDto } from './dto/insights-query.dto';
import { GuestEventsService } from './guest-events.service';
import { InsightsService } from './insights.service';

/** One event as the API document describes it (validated by parseInsightEvent, not a DTO: it is text, not JSON). */
const EVENT_SCHEMA = {
  type: 'object',
  required: ['kind'],
  properties: {
    kind: { type: 'string', enum: [...INSIGHT_EVENT_KINDS] },
    menu: { type: 'string', format: 'uuid' },
    item: { type: 'string', format: 'uuid' },
    allergens: { type: 'array', items: { type: 'string', enum: [...ALLERGENS] } },
    language: { type: 'string', enum: [...RESTAURANT_LANGUAGES] },
  },
};

/** Guests' events in (public), owners' insights out. See libs/contracts/src/insights.ts. */
@Controller()
export class InsightsController {
  constructor(
    private readonly events: GuestEventsService,
    private readonly insights: InsightsService,
  ) {}

  @Public()
  // Counts only: no guest-visible data changes.
  @ChangesRestaurant(null)
  @ApiConsumes(INSIGHT_EVENT_CONTENT_TYPE)
  @ApiBody({ schema: EVENT_SCHEMA })
  @Post(INSIGHTS_ROUTES.events(':id'))
  @HttpCode(HttpStatus.NO_CONTENT)
  async event(@Param('id', ParseIdPipe) id: string, @Req() req: FastifyRequest): Promise<void> {
    await this.events.accept({
      restaurantId: id,
      body: req.body,
      contentType: req.headers['content-type'],
      contentLength: Number(req.headers['content-length'] ?? 0),
      address: req.ip,
      userAgent: req.headers['user-agent'],
    });
  }

  @ApiProduces('application/json', 'text/csv')
  @Get(INSIGHTS_ROUTES.insights(':id'))
  async read(
    @CurrentUser() user: TokenClaims,
    @Param('id', ParseIdPipe) id: string,
    @Query() query: InsightsQueryDto,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<RestaurantInsights | string> {
    if (query.format !== 'csv') return this.insights.read(id, user, query);
    const { from, to, csv } = await this.insights.csv(id, user, query);
    void reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="insights-${from}-${to}.csv"`);
    return csv;
  }
}
