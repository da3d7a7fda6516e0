import { Body, Controller, Delete, Get, HttpCode, HttpStatus, Param, Patch, Post, Put, Req } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { MENU_ROUTES, type Menu, type MenuDetail, type MenuList, type TokenClaims } from '@carta/contracts';
import { CurrentUser, ParseIdPipe, PathIds } from '@carta/nest-core';
import { ReorderDto } from '../common/reorder.dto';
import type { MenuPath } from '../common/route-paths';
import { ApiImageUpload, imageUploadOf } from '../images/upload';
import { CopyMenuDto } from './dto/copy-menu.dto';
import { CreateMenuDto } from './dto/create-menu.dto';
import { UpdateMenuDto } from './dto/update-menu.dto';
import { MenusService } from './menus.service';
import { ChangesRestaurant } from '../public/changes-restaurant.decorator';

const M = MENU_ROUTES;
const ONE = M.menu(':id', ':menuId');
const BANNER = M.menuBanner(':id', ':menuId');

@Controller()
export class MenusController {
  constructor(private readonly menus: MenusService) {}

  @Get(M.menus(':id'))
  list(@CurrentUser() user: TokenClaims, @Param('id', ParseIdPipe) id: string): Promise<MenuList> {
    return this.menus.list(id, user);
  }

  @ChangesRestaurant('id')
  @Post(M.menus(':id'))
  @HttpCode(HttpStatus.CREATED)
  create(
    @CurrentUser() user: TokenClaims,
    @Param('id', ParseIdPipe) id: string,
    @Body() body: CreateMenuDto,
  ): Promise<Menu> {
    return this.menus.create(id, user, body);
  }

  /** The whole order of the restaurant's menus at once; 409 STALE_EDIT if it changed since it was read. */
  @ChangesRestaurant('id')
  @Put(M.menusOrder(':id'))
  reorder(
    @CurrentUser() user: TokenClaims,
    @Param('id', ParseIdPipe) id: string,
    @Body() body: ReorderDto,
  ): Promise<MenuList> {
    return this.menus.reorder(id, user, body.ids, body.version);
  }

  @Get(ONE)
  get(@CurrentUser() user: TokenClaims, @PathIds() path: MenuPath): Promise<MenuDetail> {
    return this.menus.get(path.id, path.menuId, user);
  }

  @ChangesRestaurant('id')
  @Patch(ONE)
  update(@CurrentUser() user: TokenClaims, @PathIds() path: MenuPath, @Body() body: UpdateMenuDto): Promise<Menu> {
    return this.menus.update(path.id, path.menuId, user, body);
  }

  @ChangesRestaurant('id')
  @Delete(ONE)
  remove(@CurrentUser() user: TokenClaims, @PathIds() path: MenuPath): Promise<Menu> {
    return this.menus.remove(path.id, path.menuId, user);
  }

  @ChangesRestaurant('id')
  @Post(M.duplicate(':id', ':menuId'))
  @HttpCode(HttpStatus.CREATED)
  duplicate(@CurrentUser() user: TokenClaims, @PathIds() path: MenuPath): Promise<Menu> {
    return this.menus.duplicate(path.id, path.menuId, user);
  }

  /**
   * Copies the menu into another restaurant of the same owner (404 when either is not the caller's). The copy is
   * disabled, so guests of neither restaurant see anything new until the owner enables it: it invalidates nothing.
   */
  @ChangesRestaurant(null)
  @Post(M.copy(':id', ':menuId'))
  @HttpCode(HttpStatus.CREATED)
  copy(@CurrentUser() user: TokenClaims, @PathIds() path: MenuPath, @Body() body: CopyMenuDto): Promise<Menu> {
    return this.menus.copy(path.id, path.menuId, user, body.restaurantId);
  }

  /** multipart/form-data, file in the field `image`; cropped to 1000×250 WebP. */
  @ChangesRestaurant('id')
  @Put(BANNER)
  @ApiImageUpload()
  setBanner(
    @CurrentUser() user: TokenClaims,
    @PathIds() path: MenuPath,
    @Req() request: FastifyRequest,
  ): Promise<Menu> {
    return this.menus.setBanner(path.id, path.menuId, user, imageUploadOf(request));
  }

  @ChangesRestaurant('id')
  @Delete(BANNER)
  removeBanner(@CurrentUser() user: TokenClaims, @PathIds() path: MenuPath): Promise<Menu> {
    return this.menus.setBanner(path.id, path.menuId, user, null);
  }
}
