import { join } from 'node:path';
import { Module } from '@nestjs/common';
import { CoreModule, serviceEnv } from '@carta/nest-core';
import { CitiesModule } from './cities/cities.module';

/** Every variable the admin process reads: nest-core's. */
const adminEnv = serviceEnv(3003, {});

@Module({
  imports: [
    CoreModule.forRoot({ name: 'admin', migrationsDir: join(__dirname, '../migrations'), env: adminEnv }),
    CitiesModule,
  ],
})
export class AppModule {}
