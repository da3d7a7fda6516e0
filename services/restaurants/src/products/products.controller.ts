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
import { RESTAURANT_ROUTES, type Paged, type Product, type TokenClaims } from '@carta/contracts';
import { CurrentUser, ListQueryDto, ParseIdPipe } from '@carta/nest-core';
import { readImageUpload } from '../images/upload';
import { CreateProductDto } from './dto/create-product.dto';
import { UpdateProductDto } from './dto/update-product.dto';
import { ProductsService } from './products.service';

const R = RESTAURANT_ROUTES;
const ID = ':id';
const PRODUCT_ID = ':productId';

@Controller()
export class ProductsController {
  constructor(private readonly products: ProductsService) {}

  @Get(R.products(ID))
  list(
    @CurrentUser() user: TokenClaims,
    @Param('id', ParseIdPipe) id: string,
    @Query() query: ListQueryDto,
  ): Promise<Paged<Product>> {
    return this.products.list(id, user, query);
  }

  @Post(R.products(ID))
  @HttpCode(HttpStatus.CREATED)
  create(
    @CurrentUser() user: TokenClaims,
    @Param('id', ParseIdPipe) id: string,
    @Body() body: CreateProductDto,
  ): Promise<Product> {
    return this.products.create(id, user, body);
  }

  @Get(R.product(ID, PRODUCT_ID))
  get(
    @CurrentUser() user: TokenClaims,
    @Param('id', ParseIdPipe) id: string,
    @Param('productId', ParseIdPipe) productId: string,
  ): Promise<Product> {
    return this.products.get(id, productId, user);
  }

  @Patch(R.product(ID, PRODUCT_ID))
  update(
    @CurrentUser() user: TokenClaims,
    @Param('id', ParseIdPipe) id: string,
    @Param('productId', ParseIdPipe) productId: string,
    @Body() body: UpdateProductDto,
  ): Promise<Product> {
    return this.products.update(id, productId, user, body);
  }

  @Delete(R.product(ID, PRODUCT_ID))
  remove(
    @CurrentUser() user: TokenClaims,
    @Param('id', ParseIdPipe) id: string,
    @Param('productId', ParseIdPipe) productId: string,
  ): Promise<Product> {
    return this.products.remove(id, productId, user);
  }

  /** multipart/form-data with the file in the field `image`. */
  @Put(R.productImage(ID, PRODUCT_ID))
  async setImage(
    @CurrentUser() user: TokenClaims,
    @Param('id', ParseIdPipe) id: string,
    @Param('productId', ParseIdPipe) productId: string,
    @Req() request: FastifyRequest,
  ): Promise<Product> {
    return this.products.setImage(id, productId, user, await readImageUpload(request));
  }

  @Delete(R.productImage(ID, PRODUCT_ID))
  removeImage(
    @CurrentUser() user: TokenClaims,
    @Param('id', ParseIdPipe) id: string,
    @Param('productId', ParseIdPipe) productId: string,
  ): Promise<Product> {
    return this.products.removeImage(id, productId, user);
  }
}
