import { Module } from '@nestjs/common';
import { CitiesController } from './cities.controller';
import { CitiesRepository } from './cities.repository';
import { CitiesService } from './cities.service';

@Module({ controllers: [CitiesController], providers: [CitiesService, CitiesRepository] })
export class CitiesModule {}
