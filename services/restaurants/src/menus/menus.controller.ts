import { Body, Controller, Delete, Get, HttpCode, HttpStatus, Param, Patch, Post, Put, Req } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { MENU_ROUTES, type Menu, type MenuDetail, type MenuList, type TokenClaims } from '@carta/contracts';
import { CurrentUser, ParseIdPipe } from '@carta/nest-core';
import { readImageUpload } from '../images/upload';
import { CreateMenuDto } from './dto/create-menu.dto';
import { ReorderDto } from './dto/reorder.dto';
import { UpdateMenuDto } from './dto/update-menu.dto';
import { MenusService } from './menus.service';

const M = MENU_ROUTES;
const ID = ':id';
const MENU_ID = ':menuId';

@Controller()
export class MenusController {
  constructor(private readonly menus: MenusService) {}

  @Get(M.menus(ID))
  list(@CurrentUser() user: TokenClaims, @Param('id', ParseIdPipe) id: string): Promise<MenuList> {
    return this.menus.list(id, user);
  }

  @Post(M.menus(ID))
  @HttpCode(HttpStatus.CREATED)
  create(
    @CurrentUser() user: TokenClaims,
    @Param('id', ParseIdPipe) id: string,
    @Body() body: CreateMenuDto,
  ): Promise<Menu> {
    return this.menus.create(id, user, body);
  }

  /** The whole order of the restaurant's menus at once; 409 STALE_EDIT if it changed since it was read. */
  @Put(M.menusOrder(ID))
  reorder(
    @CurrentUser() user: TokenClaims,
    @Param('id', ParseIdPipe) id: string,
    @Body() body: ReorderDto,
  ): Promise<MenuList> {
    return this.menus.reorder(id, user, body.ids, body.version);
  }

  @Get(M.menu(ID, MENU_ID))
  get(
    @CurrentUser() user: TokenClaims,
    @Param('id', ParseIdPipe) id: string,
    @Param('menuId', ParseIdPipe) menuId: string,
  ): Promise<MenuDetail> {
    return this.menus.get(id, menuId, user);
  }

  @Patch(M.menu(ID, MENU_ID))
  update(
    @CurrentUser() user: TokenClaims,
    @Param('id', ParseIdPipe) id: string,
    @Param('menuId', ParseIdPipe) menuId: string,
    @Body() body: UpdateMenuDto,
  ): Promise<Menu> {
    return this.menus.update(id, menuId, user, body);
  }

  @Delete(M.menu(ID, MENU_ID))
  remove(
    @CurrentUser() user: TokenClaims,
    @Param('id', ParseIdPipe) id: string,
    @Param('menuId', ParseIdPipe) menuId: string,
  ): Promise<Menu> {
    return this.menus.remove(id, menuId, user);
  }

  @Post(M.duplicate(ID, MENU_ID))
  @HttpCode(HttpStatus.CREATED)
  duplicate(
    @CurrentUser() user: TokenClaims,
    @Param('id', ParseIdPipe) id: string,
    @Param('menuId', ParseIdPipe) menuId: string,
  ): Promise<Menu> {
    return this.menus.duplicate(id, menuId, user);
  }

  /** multipart/form-data, file in the field `image`; cropped to 1000×250 WebP. */
  @Put(M.menuBanner(ID, MENU_ID))
  async setBanner(
    @CurrentUser() user: TokenClaims,
    @Param('id', ParseIdPipe) id: string,
    @Param('menuId', ParseIdPipe) menuId: string,
    @Req() request: FastifyRequest,
  ): Promise<Menu> {
    return this.menus.setBanner(id, menuId, user, await readImageUpload(request));
  }

  @Delete(M.menuBanner(ID, MENU_ID))
  removeBanner(
    @CurrentUser() user: TokenClaims,
    @Param('id', ParseIdPipe) id: string,
    @Param('menuId', ParseIdPipe) menuId: string,
  ): Promise<Menu> {
    return this.menus.setBanner(id, menuId, user, null);
  }
}
