import { Body, Controller, Delete, Get, HttpCode, HttpStatus, Param, Patch, Post, Query } from '@nestjs/common';
import { ADMIN_ROUTES, type City, type CityName, type Paged } from '@carta/contracts';
import { ListQueryDto, Roles, ParseIdPipe } from '@carta/nest-core';
import { CitiesService } from './cities.service';
import { CityDto } from './dto/city.dto';

const ONE = ADMIN_ROUTES.city(':id');

@Controller()
export class CitiesController {
  constructor(private readonly cities: CitiesService) {}

  /** Every logged-in user: the city dropdown. */
  @Get(ADMIN_ROUTES.citiesAll)
  all(): Promise<CityName[]> {
    return this.cities.all();
  }

  @Roles('admin')
  @Get(ADMIN_ROUTES.cities)
  list(@Query() query: ListQueryDto): Promise<Paged<City>> {
    return this.cities.list(query);
  }

  @Roles('admin')
  @Get(ONE)
  get(@Param('id', ParseIdPipe) id: string): Promise<City> {
    return this.cities.get(id);
  }

  @Roles('admin')
  @Post(ADMIN_ROUTES.cities)
  @HttpCode(HttpStatus.CREATED)
  create(@Body() body: CityDto): Promise<City> {
    return this.cities.create(body.name);
  }

  @Roles('admin')
  @Patch(ONE)
  rename(@Param('id', ParseIdPipe) id: string, @Body() body: CityDto): Promise<City> {
    return this.cities.rename(id, body.name);
  }

  @Roles('admin')
  @Delete(ONE)
  remove(@Param('id', ParseIdPipe) id: string): Promise<City> {
    return this.cities.remove(id);
  }
}
