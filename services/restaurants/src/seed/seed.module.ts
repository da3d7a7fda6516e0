import { Module } from '@nestjs/common';
import { DemoSeedService } from './demo-seed.service';
import { SeedsRepository } from './seeds.repository';

@Module({ providers: [DemoSeedService, SeedsRepository] })
export class SeedModule {}
