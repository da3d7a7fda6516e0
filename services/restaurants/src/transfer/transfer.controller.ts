import { Body, Controller, Get, Header, HttpCode, HttpStatus, Param, Post, Query, Res } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import { ApiProduces } from '@nestjs/swagger';
import {
  TRANSFER_ROUTES,
  type ImportPreview,
  type MenusExport,
  type ProductsExport,
  type TokenClaims,
} from '@carta/contracts';
import { CurrentUser, ParseIdPipe } from '@carta/nest-core';
import { ChangesRestaurant } from '../public/changes-restaurant.decorator';
import { ApiCsvBody, csvBody } from './csv-body';
import { CsvDownloadQueryDto } from './dto/csv-download-query.dto';
import { TransferService } from './transfer.service';

const T = TRANSFER_ROUTES;
const ID = ':id';
const CSV = 'text/csv; charset=utf-8';
const attachment = (file: string) => `attachment; filename="${file}"`;

/**
 * A CSV download's headers, set once the CSV is made: a refusal before that is the usual JSON error (a route-wide
 * `text/csv` content type would make Fastify refuse to send it).
 */
async function download(reply: FastifyReply, file: string, csv: Promise<string>): Promise<string> {
  const text = await csv;
  void reply.header('content-type', CSV).header('content-disposition', attachment(file));
  return text;
}

/** Export (CSV, JSON) and CSV import of a restaurant's products and menus; another owner's restaurant is NOT_FOUND. */
@Controller()
export class TransferController {
  constructor(private readonly transfer: TransferService) {}

  @Get(T.productsCsv(ID))
  @ApiProduces(CSV)
  productsCsv(
    @CurrentUser() user: TokenClaims,
    @Param('id', ParseIdPipe) id: string,
    @Query() { dialect = 'standard' }: CsvDownloadQueryDto,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<string> {
    return download(reply, 'products.csv', this.transfer.productsCsv(id, user, dialect));
  }

  @Get(T.productsJson(ID))
  @Header('content-disposition', attachment('products.json'))
  productsJson(@CurrentUser() user: TokenClaims, @Param('id', ParseIdPipe) id: string): Promise<ProductsExport> {
    return this.transfer.productsJson(id, user);
  }

  @Get(T.menusCsv(ID))
  @ApiProduces(CSV)
  menusCsv(
    @CurrentUser() user: TokenClaims,
    @Param('id', ParseIdPipe) id: string,
    @Query() { dialect = 'standard' }: CsvDownloadQueryDto,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<string> {
    return download(reply, 'menus.csv', this.transfer.menusCsv(id, user, dialect));
  }

  @Get(T.menusJson(ID))
  @Header('content-disposition', attachment('menus.json'))
  menusJson(@CurrentUser() user: TokenClaims, @Param('id', ParseIdPipe) id: string): Promise<MenusExport> {
    return this.transfer.menusJson(id, user);
  }

  @Get(T.importTemplate(ID))
  @ApiProduces(CSV)
  template(
    @CurrentUser() user: TokenClaims,
    @Param('id', ParseIdPipe) id: string,
    @Query() { dialect = 'standard' }: CsvDownloadQueryDto,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<string> {
    return download(reply, 'products-template.csv', this.transfer.template(id, user, dialect));
  }

  /** Reads the file and answers what importing it would do; changes nothing. */
  @ChangesRestaurant(null)
  @Post(T.importPreview(ID))
  @HttpCode(HttpStatus.OK)
  @ApiCsvBody()
  preview(
    @CurrentUser() user: TokenClaims,
    @Param('id', ParseIdPipe) id: string,
    @Body() body: unknown,
  ): Promise<ImportPreview> {
    return this.transfer.preview(id, user, csvBody(body));
  }

  @ChangesRestaurant('id')
  @Post(T.importProducts(ID))
  @HttpCode(HttpStatus.OK)
  @ApiCsvBody()
  import(
    @CurrentUser() user: TokenClaims,
    @Param('id', ParseIdPipe) id: string,
    @Body() body: unknown,
  ): Promise<ImportPreview> {
    return this.transfer.import(id, user, csvBody(body));
  }
}
