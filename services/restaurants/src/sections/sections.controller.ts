import { Body, Controller, Delete, Get, HttpCode, HttpStatus, Patch, Post, Put, Req } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { MENU_ROUTES, type Section, type SectionItem, type SectionList, type TokenClaims } from '@carta/contracts';
import { CurrentUser, PathIds } from '@carta/nest-core';
import { ReorderDto } from '../common/reorder.dto';
import type { ItemPath, MenuPath, SectionPath } from '../common/route-paths';
import { ApiImageUpload, imageUploadOf } from '../images/upload';
import { CreateSectionItemDto, UpdateSectionItemDto } from './dto/section-item.dto';
import { SectionDto } from './dto/section.dto';
import { SectionsService } from './sections.service';
import { ChangesRestaurant } from '../public/changes-restaurant.decorator';

const M = MENU_ROUTES;
const SECTIONS = M.sections(':id', ':menuId');
const ONE = M.section(':id', ':menuId', ':sectionId');
const BANNER = M.sectionBanner(':id', ':menuId', ':sectionId');
const ITEM = M.item(':id', ':menuId', ':sectionId', ':itemId');

@Controller()
export class SectionsController {
  constructor(private readonly sections: SectionsService) {}

  @Get(SECTIONS)
  list(@CurrentUser() user: TokenClaims, @PathIds() path: MenuPath): Promise<SectionList> {
    return this.sections.list(path, user);
  }

  @ChangesRestaurant('id')
  @Post(SECTIONS)
  @HttpCode(HttpStatus.CREATED)
  create(@CurrentUser() user: TokenClaims, @PathIds() path: MenuPath, @Body() body: SectionDto): Promise<Section> {
    return this.sections.create(path, user, body.name, body.course ?? null);
  }

  /** The whole order of the menu's sections; 409 STALE_EDIT if the menu's version moved. */
  @ChangesRestaurant('id')
  @Put(M.sectionsOrder(':id', ':menuId'))
  reorder(@CurrentUser() user: TokenClaims, @PathIds() path: MenuPath, @Body() body: ReorderDto): Promise<SectionList> {
    return this.sections.reorder(path, user, body.ids, body.version);
  }

  @ChangesRestaurant('id')
  @Patch(ONE)
  rename(@CurrentUser() user: TokenClaims, @PathIds() path: SectionPath, @Body() body: SectionDto): Promise<Section> {
    return this.sections.edit(path, user, body.name, body.course);
  }

  @ChangesRestaurant('id')
  @Delete(ONE)
  remove(@CurrentUser() user: TokenClaims, @PathIds() path: SectionPath): Promise<Section> {
    return this.sections.remove(path, user);
  }

  @ChangesRestaurant('id')
  @Put(BANNER)
  @ApiImageUpload()
  setBanner(
    @CurrentUser() user: TokenClaims,
    @PathIds() path: SectionPath,
    @Req() request: FastifyRequest,
  ): Promise<Section> {
    return this.sections.setBanner(path, user, imageUploadOf(request));
  }

  @ChangesRestaurant('id')
  @Delete(BANNER)
  removeBanner(@CurrentUser() user: TokenClaims, @PathIds() path: SectionPath): Promise<Section> {
    return this.sections.setBanner(path, user, null);
  }

  @ChangesRestaurant('id')
  @Post(M.items(':id', ':menuId', ':sectionId'))
  @HttpCode(HttpStatus.CREATED)
  addItem(
    @CurrentUser() user: TokenClaims,
    @PathIds() path: SectionPath,
    @Body() body: CreateSectionItemDto,
  ): Promise<SectionItem> {
    const { productId, ...prices } = body;
    return this.sections.addItem(path, user, productId, { ...prices, price: prices.price ?? null });
  }

  /** The whole order of the section's items; 409 STALE_EDIT if the section's version moved. */
  @ChangesRestaurant('id')
  @Put(M.itemsOrder(':id', ':menuId', ':sectionId'))
  reorderItems(
    @CurrentUser() user: TokenClaims,
    @PathIds() path: SectionPath,
    @Body() body: ReorderDto,
  ): Promise<Section> {
    return this.sections.reorderItems(path, user, body.ids, body.version);
  }

  @ChangesRestaurant('id')
  @Patch(ITEM)
  setItemPrice(
    @CurrentUser() user: TokenClaims,
    @PathIds() path: ItemPath,
    @Body() body: UpdateSectionItemDto,
  ): Promise<SectionItem> {
    return this.sections.setItemPrices(path, user, body);
  }

  @ChangesRestaurant('id')
  @Delete(ITEM)
  removeItem(@CurrentUser() user: TokenClaims, @PathIds() path: ItemPath): Promise<SectionItem> {
    return this.sections.removeItem(path, user);
  }
}
