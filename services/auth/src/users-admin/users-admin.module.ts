import { Module } from '@nestjs/common';
import { LinksModule } from '../links/links.module';
import { SecurityModule } from '../security/security.module';
import { UsersModule } from '../users/users.module';
import { UsersAdminController } from './users-admin.controller';
import { UsersAdminService } from './users-admin.service';

/** GET/POST /users, GET/PATCH/DELETE /users/{id}, POST /users/{id}/resendvalidation: the admin's user management. */
@Module({
  imports: [UsersModule, SecurityModule, LinksModule],
  controllers: [UsersAdminController],
  providers: [UsersAdminService],
})
export class UsersAdminModule {}
