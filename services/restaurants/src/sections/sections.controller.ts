import { Body, Controller, Delete, Get, HttpCode, HttpStatus, Param, Patch, Post, Put, Req } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { MENU_ROUTES, type Section, type SectionItem, type SectionList, type TokenClaims } from '@carta/contracts';
import { CurrentUser, ParseIdPipe } from '@carta/nest-core';
import { readImageUpload } from '../images/upload';
import { ReorderDto } from '../menus/dto/reorder.dto';
import { CreateSectionItemDto, UpdateSectionItemDto } from './dto/section-item.dto';
import { SectionDto } from './dto/section.dto';
import { SectionsService } from './sections.service';

const M = MENU_ROUTES;
const [ID, MENU_ID, SECTION_ID, ITEM_ID] = [':id', ':menuId', ':sectionId', ':itemId'];

@Controller()
export class SectionsController {
  constructor(private readonly sections: SectionsService) {}

  @Get(M.sections(ID, MENU_ID))
  list(
    @CurrentUser() user: TokenClaims,
    @Param('id', ParseIdPipe) id: string,
    @Param('menuId', ParseIdPipe) menuId: string,
  ): Promise<SectionList> {
    return this.sections.list(id, menuId, user);
  }

  @Post(M.sections(ID, MENU_ID))
  @HttpCode(HttpStatus.CREATED)
  create(
    @CurrentUser() user: TokenClaims,
    @Param('id', ParseIdPipe) id: string,
    @Param('menuId', ParseIdPipe) menuId: string,
    @Body() body: SectionDto,
  ): Promise<Section> {
    return this.sections.create(id, menuId, user, body.name);
  }

  /** The whole order of the menu's sections; 409 STALE_EDIT if the menu's version moved. */
  @Put(M.sectionsOrder(ID, MENU_ID))
  reorder(
    @CurrentUser() user: TokenClaims,
    @Param('id', ParseIdPipe) id: string,
    @Param('menuId', ParseIdPipe) menuId: string,
    @Body() body: ReorderDto,
  ): Promise<SectionList> {
    return this.sections.reorder(id, menuId, user, body.ids, body.version);
  }

  @Patch(M.section(ID, MENU_ID, SECTION_ID))
  rename(
    @CurrentUser() user: TokenClaims,
    @Param('id', ParseIdPipe) restaurantId: string,
    @Param('menuId', ParseIdPipe) menuId: string,
    @Param('sectionId', ParseIdPipe) sectionId: string,
    @Body() body: SectionDto,
  ): Promise<Section> {
    return this.sections.rename({ restaurantId, menuId, sectionId }, user, body.name);
  }

  @Delete(M.section(ID, MENU_ID, SECTION_ID))
  remove(
    @CurrentUser() user: TokenClaims,
    @Param('id', ParseIdPipe) restaurantId: string,
    @Param('menuId', ParseIdPipe) menuId: string,
    @Param('sectionId', ParseIdPipe) sectionId: string,
  ): Promise<Section> {
    return this.sections.remove({ restaurantId, menuId, sectionId }, user);
  }

  @Put(M.sectionBanner(ID, MENU_ID, SECTION_ID))
  async setBanner(
    @CurrentUser() user: TokenClaims,
    @Param('id', ParseIdPipe) restaurantId: string,
    @Param('menuId', ParseIdPipe) menuId: string,
    @Param('sectionId', ParseIdPipe) sectionId: string,
    @Req() request: FastifyRequest,
  ): Promise<Section> {
    return this.sections.setBanner({ restaurantId, menuId, sectionId }, user, await readImageUpload(request));
  }

  @Delete(M.sectionBanner(ID, MENU_ID, SECTION_ID))
  removeBanner(
    @CurrentUser() user: TokenClaims,
    @Param('id', ParseIdPipe) restaurantId: string,
    @Param('menuId', ParseIdPipe) menuId: string,
    @Param('sectionId', ParseIdPipe) sectionId: string,
  ): Promise<Section> {
    return this.sections.setBanner({ restaurantId, menuId, sectionId }, user, null);
  }

  @Post(M.items(ID, MENU_ID, SECTION_ID))
  @HttpCode(HttpStatus.CREATED)
  addItem(
    @CurrentUser() user: TokenClaims,
    @Param('id', ParseIdPipe) restaurantId: string,
    @Param('menuId', ParseIdPipe) menuId: string,
    @Param('sectionId', ParseIdPipe) sectionId: string,
    @Body() body: CreateSectionItemDto,
  ): Promise<SectionItem> {
    return this.sections.addItem({ restaurantId, menuId, sectionId }, user, body.productId, body.price ?? null);
  }

  /** The whole order of the section's items; 409 STALE_EDIT if the section's version moved. */
  @Put(M.itemsOrder(ID, MENU_ID, SECTION_ID))
  reorderItems(
    @CurrentUser() user: TokenClaims,
    @Param('id', ParseIdPipe) restaurantId: string,
    @Param('menuId', ParseIdPipe) menuId: string,
    @Param('sectionId', ParseIdPipe) sectionId: string,
    @Body() body: ReorderDto,
  ): Promise<Section> {
    return this.sections.reorderItems({ restaurantId, menuId, sectionId }, user, body.ids, body.version);
  }

  @Patch(M.item(ID, MENU_ID, SECTION_ID, ITEM_ID))
  setItemPrice(
    @CurrentUser() user: TokenClaims,
    @Param('id', ParseIdPipe) restaurantId: string,
    @Param('menuId', ParseIdPipe) menuId: string,
    @Param('sectionId', ParseIdPipe) sectionId: string,
    @Param('itemId', ParseIdPipe) itemId: string,
    @Body() body: UpdateSectionItemDto,
  ): Promise<SectionItem> {
    return this.sections.setItemPrice({ restaurantId, menuId, sectionId }, itemId, user, body.price ?? null);
  }

  @Delete(M.item(ID, MENU_ID, SECTION_ID, ITEM_ID))
  removeItem(
    @CurrentUser() user: TokenClaims,
    @Param('id', ParseIdPipe) restaurantId: string,
    @Param('menuId', ParseIdPipe) menuId: string,
    @Param('sectionId', ParseIdPipe) sectionId: string,
    @Param('itemId', ParseIdPipe) itemId: string,
  ): Promise<SectionItem> {
    return this.sections.removeItem({ restaurantId, menuId, sectionId }, itemId, user);
  }
}
