import { Controller, Get, Param, Query, Res } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import { PLACEMENT_ROUTES as P, type TokenClaims } from '@carta/contracts';
import { CurrentUser, ParseIdPipe, PathIds } from '@carta/nest-core';
import type { MenuPath } from '../common/route-paths';
import { PrintQueryDto, TentsQueryDto } from '../placements/dto/placement.dto';
import { PrintService } from './print.service';

/** A PDF for the owner's printer: made per request from live data, never kept by a cache. */
function sendPdf(reply: FastifyReply, name: string, pdf: Buffer): Buffer {
  void reply
    .header('content-type', 'application/pdf')
    .header('content-disposition', `inline; filename="${name}"`)
    .header('cache-control', 'private, no-store');
  return pdf;
}

@Controller()
export class PrintController {
  constructor(private readonly print: PrintService) {}

  /** A6 table tents: one page per live placement, or only `?placementId=`. */
  @Get(P.tents(':id'))
  async tents(
    @CurrentUser() user: TokenClaims,
    @Param('id', ParseIdPipe) id: string,
    @Query() query: TentsQueryDto,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<Buffer> {
    return sendPdf(reply, 'tents.pdf', await this.print.tents(id, user, query.placementId));
  }

  /** An A4 printable menu in `?lang=` (unset: the restaurant's first language). */
  @Get(P.menuPrint(':id', ':menuId'))
  async menu(
    @CurrentUser() user: TokenClaims,
    @PathIds() path: MenuPath,
    @Query() query: PrintQueryDto,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<Buffer> {
    return sendPdf(reply, 'menu.pdf', await this.print.menu(path.id, path.menuId, user, query.lang));
  }
}
