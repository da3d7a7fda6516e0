import { Controller, Get, Param, Query, Res } from '@nestjs/common';
import { Throttle } from '@nestjs/throttler';
import type { FastifyReply } from 'fastify';
import { PLACEMENT_ROUTES as P, type TokenClaims } from '@carta/contracts';
import { CurrentUser, ParseIdPipe, PathIds, PER_ACCOUNT, RateLimited } from '@carta/nest-core';
import type { MenuPath } from '../common/route-paths';
import { PrintQueryDto, TentsQueryDto } from '../placements/dto/placement.dto';
import { PrintService } from './print.service';

/** PDFs an account may ask for per minute on each print route (a menu in every language of a restaurant fits). */
const PRINTS_PER_ACCOUNT_PER_MINUTE = 20;

/**
 * The Content-Disposition of a file named `name`: `filename` for every client, in ASCII (accents dropped, anything
 * else a dash), and RFC 5987's `filename*` with the name as written (UTF-8), which browsers prefer.
 */
export function contentDisposition(name: string): string {
  const dot = name.lastIndexOf('.');
  const ascii =
    name
      .slice(0, dot)
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .replace(/[^A-Za-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '') || 'file';
  // encodeURIComponent leaves ' ( ) * , which RFC 5987's attr-char does not allow.
  const encoded = encodeURIComponent(name).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `inline; filename="${ascii}${name.slice(dot)}"; filename*=UTF-8''${encoded}`;
}

/** A PDF for the owner's printer: private to them, never kept by a browser or a proxy (the service keeps its own). */
function sendPdf(reply: FastifyReply, name: string, pdf: Buffer): Buffer {
  void reply
    .header('content-type', 'application/pdf')
    .header('content-disposition', contentDisposition(name))
    .header('cache-control', 'private, no-store');
  return pdf;
}

/** Aborts when the request's connection closes before its answer is sent: nobody waits for the PDF any more. */
function clientGone(reply: FastifyReply): AbortSignal {
  const gone = new AbortController();
  reply.raw.once('close', () => {
    if (!reply.raw.writableFinished) gone.abort();
  });
  return gone.signal;
}

@Controller()
@RateLimited({ perAccount: true })
@Throttle({ [PER_ACCOUNT]: { limit: PRINTS_PER_ACCOUNT_PER_MINUTE, ttl: 60_000 } })
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
    const { pdf, fileName } = await this.print.tents(id, user, query.placementId, clientGone(reply));
    return sendPdf(reply, fileName, pdf);
  }

  /** An A4 printable menu in `?lang=` (unset: the restaurant's first language). */
  @Get(P.menuPrint(':id', ':menuId'))
  async menu(
    @CurrentUser() user: TokenClaims,
    @PathIds() path: MenuPath,
    @Query() query: PrintQueryDto,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<Buffer> {
    const { pdf, fileName } = await this.print.menu(path.id, path.menuId, user, query.lang, clientGone(reply));
    return sendPdf(reply, fileName, pdf);
  }
}
