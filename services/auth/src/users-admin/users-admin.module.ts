import { Module } from '@nestjs/common';
import { ClockRepository } from '../security/clock.repository';
import { PasswordRepository } from '../security/password.repository';
import { UsersAdminController } from './users-admin.controller';
import { UsersAdminRepository } from './users-admin.repository';
import { UsersAdminService } from './users-admin.service';

/** GET/POST /users, GET/PATCH/DELETE /users/{id}: the admin's user management. */
@Module({
  controllers: [UsersAdminController],
  providers: [UsersAdminService, UsersAdminRepository, PasswordRepository, ClockRepository],
})
export class UsersAdminModule {}
