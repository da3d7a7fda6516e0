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
import {
  RESTAURANT_ROUTES,
  type RestaurantImage,
  type ContactMessage,
  type Paged,
  type Restaurant,
  type SubdomainHold,
  type TokenClaims,
} from '@carta/contracts';
import { CurrentUser, ListQueryDto, Roles, ParseIdPipe, RateLimited } from '@carta/nest-core';
import { AllRestaurantsQueryDto } from './dto/all-restaurants-query.dto';
import { ContactMessageDto } from './dto/contact-message.dto';
import { CreateRestaurantDto } from './dto/create-restaurant.dto';
import { SubdomainRejectionDto } from './dto/subdomain-rejection.dto';
import { SubdomainRequestDto } from './dto/subdomain-request.dto';
import { UpdateRestaurantDto } from './dto/update-restaurant.dto';
import { RestaurantsService } from './restaurants.service';
import { ChangesRestaurant } from '../public/changes-restaurant.decorator';
import { ApiImageUpload, imageUploadOf } from '../images/upload';

const R = RESTAURANT_ROUTES;

@Controller()
export class RestaurantsController {
  constructor(private readonly restaurants: RestaurantsService) {}

  @Get(R.list)
  listOwn(@CurrentUser() user: TokenClaims, @Query() query: ListQueryDto): Promise<Paged<Restaurant>> {
    return this.restaurants.listOwn(user.sub, query);
  }

  @Roles('admin')
  @Get(R.all)
  listAll(@Query() query: AllRestaurantsQueryDto): Promise<Paged<Restaurant>> {
    const { pending, ...list } = query;
    return this.restaurants.listAll(list, pending === true);
  }

  @ChangesRestaurant(null)
  @Post(R.list)
  @HttpCode(HttpStatus.CREATED)
  create(@CurrentUser() user: TokenClaims, @Body() body: CreateRestaurantDto): Promise<Restaurant> {
    return this.restaurants.create(user.sub, body);
  }

  @Get(R.one(':id'))
  get(@CurrentUser() user: TokenClaims, @Param('id', ParseIdPipe) id: string): Promise<Restaurant> {
    return this.restaurants.get(id, user);
  }

  @ChangesRestaurant('id')
  @Patch(R.one(':id'))
  update(
    @CurrentUser() user: TokenClaims,
    @Param('id', ParseIdPipe) id: string,
    @Body() body: UpdateRestaurantDto,
  ): Promise<Restaurant> {
    return this.restaurants.update(id, user, body);
  }

  @ChangesRestaurant('id')
  @Delete(R.one(':id'))
  remove(@CurrentUser() user: TokenClaims, @Param('id', ParseIdPipe) id: string): Promise<Restaurant> {
    return this.restaurants.remove(id, user);
  }

  @ChangesRestaurant('id')
  @Patch(R.subdomainRequest(':id'))
  requestSubdomain(
    @CurrentUser() user: TokenClaims,
    @Param('id', ParseIdPipe) id: string,
    @Body() body: SubdomainRequestDto,
  ): Promise<Restaurant> {
    return this.restaurants.requestSubdomain(id, user, body.subDomain);
  }

  @Roles('admin')
  @ChangesRestaurant('id')
  @Patch(R.subdomainAccept(':id'))
  accept(@Param('id', ParseIdPipe) id: string): Promise<Restaurant> {
    return this.restaurants.decideSubdomain(id, { decision: 'accepted' });
  }

  /** Rejects a request or withdraws a live subdomain, with the reason the owner is mailed. */
  @Roles('admin')
  @ChangesRestaurant('id')
  @Patch(R.subdomainReject(':id'))
  reject(@Param('id', ParseIdPipe) id: string, @Body() body: SubdomainRejectionDto): Promise<Restaurant> {
    return this.restaurants.decideSubdomain(id, { decision: 'rejected', reason: body.reason });
  }

  /** Guests see no change: a held subdomain opens no restaurant, and neither does a released one. */
  @Roles('admin')
  @ChangesRestaurant(null)
  @Delete(R.subdomainHold(':subDomain'))
  releaseHold(@Param('subDomain') subDomain: string): Promise<SubdomainHold> {
    return this.restaurants.releaseHold(subDomain);
  }

  @ChangesRestaurant('id')
  @ApiImageUpload()
  @Put(R.restaurantImage(':id', 'logo'))
  setLogo(@CurrentUser() user: TokenClaims, @Param('id', ParseIdPipe) id: string, @Req() request: FastifyRequest) {
    return this.setImage(user, id, 'logo', request);
  }

  @ChangesRestaurant('id')
  @Delete(R.restaurantImage(':id', 'logo'))
  removeLogo(@CurrentUser() user: TokenClaims, @Param('id', ParseIdPipe) id: string): Promise<Restaurant> {
    return this.restaurants.setImage(id, user, 'logo', null);
  }

  @ChangesRestaurant('id')
  @ApiImageUpload()
  @Put(R.restaurantImage(':id', 'cover'))
  setCover(@CurrentUser() user: TokenClaims, @Param('id', ParseIdPipe) id: string, @Req() request: FastifyRequest) {
    return this.setImage(user, id, 'cover', request);
  }

  @ChangesRestaurant('id')
  @Delete(R.restaurantImage(':id', 'cover'))
  removeCover(@CurrentUser() user: TokenClaims, @Param('id', ParseIdPipe) id: string): Promise<Restaurant> {
    return this.restaurants.setImage(id, user, 'cover', null);
  }

  private setImage(user: TokenClaims, id: string, kind: RestaurantImage, request: FastifyRequest): Promise<Restaurant> {
    return this.restaurants.setImage(id, user, kind, imageUploadOf(request));
  }

  // Each message mails every admin: limited per address and per account.
  @ChangesRestaurant(null)
  @RateLimited({ perAccount: true })
  @Post(R.contact(':id'))
  @HttpCode(HttpStatus.CREATED)
  contact(
    @CurrentUser() user: TokenClaims,
    @Param('id', ParseIdPipe) id: string,
    @Body() body: ContactMessageDto,
  ): Promise<ContactMessage> {
    return this.restaurants.contact(id, user, body);
  }
}
