import {
  Body,
  Controller,
  Delete,
  Get,
  HttpCode,
  HttpStatus,
  Param,
  Patch,
  Post,
  Put,
  Query,
  Req,
} from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { RESTAURANT_ROUTES, type Product, type ProductList, type TokenClaims } from '@carta/contracts';
import { CurrentUser, ParseIdPipe, PathIds } from '@carta/nest-core';
import type { ProductPath } from '../common/route-paths';
import { ApiImageUpload, imageUploadOf } from '../images/upload';
import { CreateProductDto } from './dto/create-product.dto';
import { ProductsQueryDto } from './dto/products-query.dto';
import { SoldOutDto } from './dto/sold-out.dto';
import { UpdateProductDto } from './dto/update-product.dto';
import { ProductsService } from './products.service';
import { ChangesRestaurant } from '../public/changes-restaurant.decorator';

const R = RESTAURANT_ROUTES;
const ONE = R.product(':id', ':productId');
const IMAGE = R.productImage(':id', ':productId');
const SOLD_OUT = R.productSoldOut(':id', ':productId');

@Controller()
export class ProductsController {
  constructor(private readonly products: ProductsService) {}

  @Get(R.products(':id'))
  list(
    @CurrentUser() user: TokenClaims,
    @Param('id', ParseIdPipe) id: string,
    @Query() query: ProductsQueryDto,
  ): Promise<ProductList> {
    return this.products.list(id, user, query);
  }

  @ChangesRestaurant('id')
  @Post(R.products(':id'))
  @HttpCode(HttpStatus.CREATED)
  create(
    @CurrentUser() user: TokenClaims,
    @Param('id', ParseIdPipe) id: string,
    @Body() body: CreateProductDto,
  ): Promise<Product> {
    return this.products.create(id, user, body);
  }

  @Get(ONE)
  get(@CurrentUser() user: TokenClaims, @PathIds() path: ProductPath): Promise<Product> {
    return this.products.get(path.id, path.productId, user);
  }

  @ChangesRestaurant('id')
  @Patch(ONE)
  update(
    @CurrentUser() user: TokenClaims,
    @PathIds() path: ProductPath,
    @Body() body: UpdateProductDto,
  ): Promise<Product> {
    return this.products.update(path.id, path.productId, user, body);
  }

  @ChangesRestaurant('id')
  @Delete(ONE)
  remove(@CurrentUser() user: TokenClaims, @PathIds() path: ProductPath): Promise<Product> {
    return this.products.remove(path.id, path.productId, user);
  }

  /** multipart/form-data with the file in the field `image`. */
  @ChangesRestaurant('id')
  @Put(IMAGE)
  @ApiImageUpload()
  setImage(
    @CurrentUser() user: TokenClaims,
    @PathIds() path: ProductPath,
    @Req() request: FastifyRequest,
  ): Promise<Product> {
    return this.products.setImage(path.id, path.productId, user, imageUploadOf(request));
  }

  @ChangesRestaurant('id')
  @Delete(IMAGE)
  removeImage(@CurrentUser() user: TokenClaims, @PathIds() path: ProductPath): Promise<Product> {
    return this.products.removeImage(path.id, path.productId, user);
  }

  /** Guests see it sold out at once (the write invalidates their cached menus). */
  @ChangesRestaurant('id')
  @Put(SOLD_OUT)
  setSoldOut(
    @CurrentUser() user: TokenClaims,
    @PathIds() path: ProductPath,
    @Body() body: SoldOutDto,
  ): Promise<Product> {
    return this.products.setSoldOut(path.id, path.productId, user, body);
  }

  @ChangesRestaurant('id')
  @Delete(SOLD_OUT)
  clearSoldOut(@CurrentUser() user: TokenClaims, @PathIds() path: ProductPath): Promise<Product> {
    return this.products.clearSoldOut(path.id, path.productId, user);
  }
}
