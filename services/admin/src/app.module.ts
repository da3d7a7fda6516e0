import { join } from 'node:path';
import { Module } from '@nestjs/common';
import { CoreModule, keysPublishedByAuth, serviceEnv, tokenKeysEnv } from '@carta/nest-core';
import { CitiesModule } from './cities/cities.module';

/** Every variable the admin process reads: nest-core's, and where auth publishes its keys. */
const adminEnv = serviceEnv({ port: 3003, metricsPort: 9463 }, tokenKeysEnv);

@Module({
  imports: [
    CoreModule.forRoot({
      name: 'admin',
      migrationsDir: join(__dirname, '../migrations'),
      env: adminEnv,
      tokenKeys: keysPublishedByAuth,
    }),
    CitiesModule,
  ],
})
export class AppModule {}
