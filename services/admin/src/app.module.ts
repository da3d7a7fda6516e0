import { join } from 'node:path';
import { Module } from '@nestjs/common';
import { CoreModule } from '@carta/nest-core';
import { CitiesModule } from './cities/cities.module';

@Module({
  imports: [CoreModule.forRoot({ name: 'admin', migrationsDir: join(__dirname, '../migrations') }), CitiesModule],
})
export class AppModule {}
