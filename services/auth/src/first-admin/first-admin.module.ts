import { Module } from '@nestjs/common';
import { SecurityModule } from '../security/security.module';
import { UsersModule } from '../users/users.module';
import { FirstAdminService } from './first-admin.service';

/** The first admin of a database without one (production's first start). */
@Module({ imports: [UsersModule, SecurityModule], providers: [FirstAdminService] })
export class FirstAdminModule {}
