import { Body, Controller, Delete, Get, HttpCode, HttpStatus, Param, Patch, Post, Req, Res } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  PLACEMENT_ROUTES as P,
  SHORT_LINK_ROUTE,
  type Placement,
  type PlacementList,
  type TokenClaims,
} from '@carta/contracts';
import { CurrentUser, ParseIdPipe, PathIds, Public } from '@carta/nest-core';
import { ChangesRestaurant } from '../public/changes-restaurant.decorator';
import { PlacementDto, PlacementRangeDto } from './dto/placement.dto';
import { PlacementsService } from './placements.service';

interface PlacementPath {
  id: string;
  placementId: string;
}

const ONE = P.placement(':id', ':placementId');

/** Placements change nothing guests read: their writes invalidate no restaurant. */
@Controller()
export class PlacementsController {
  constructor(private readonly placements: PlacementsService) {}

  @Get(P.placements(':id'))
  list(@CurrentUser() user: TokenClaims, @Param('id', ParseIdPipe) id: string): Promise<PlacementList> {
    return this.placements.list(id, user);
  }

  @ChangesRestaurant(null)
  @Post(P.placements(':id'))
  @HttpCode(HttpStatus.CREATED)
  async create(
    @CurrentUser() user: TokenClaims,
    @Param('id', ParseIdPipe) id: string,
    @Body() body: PlacementDto,
  ): Promise<Placement> {
    return (await this.placements.create(id, user, [body.name])).docs[0];
  }

  /** "Mesa 1" … "Mesa 20" in one call. */
  @ChangesRestaurant(null)
  @Post(P.range(':id'))
  @HttpCode(HttpStatus.CREATED)
  createRange(
    @CurrentUser() user: TokenClaims,
    @Param('id', ParseIdPipe) id: string,
    @Body() body: PlacementRangeDto,
  ): Promise<PlacementList> {
    return this.placements.createRange(id, user, body);
  }

  @ChangesRestaurant(null)
  @Patch(ONE)
  rename(
    @CurrentUser() user: TokenClaims,
    @PathIds() path: PlacementPath,
    @Body() body: PlacementDto,
  ): Promise<Placement> {
    return this.placements.rename(path.id, path.placementId, user, body.name);
  }

  @ChangesRestaurant(null)
  @Delete(ONE)
  remove(@CurrentUser() user: TokenClaims, @PathIds() path: PlacementPath): Promise<Placement> {
    return this.placements.remove(path.id, path.placementId, user);
  }

  /** A printed QR code: counts the scan and sends the guest on (never cached, or scans would go uncounted). */
  @Public()
  @Get(SHORT_LINK_ROUTE)
  async open(@Param('code') code: string, @Req() req: FastifyRequest, @Res() reply: FastifyReply): Promise<void> {
    // req.ip: the gateway's X-Forwarded-For, believed from the gateway only (TRUST_PROXY).
    const location = await this.placements.open(code, {
      address: req.ip,
      userAgent: req.headers['user-agent'] ?? '',
    });
    await reply.code(302).header('cache-control', 'no-store').header('location', location).send();
  }
}
