import { Module } from '@nestjs/common';
import { LinksModule } from '../links/links.module';
import { LockoutModule } from '../lockout/lockout.module';
import { SecurityModule } from '../security/security.module';
import { UsersModule } from '../users/users.module';
import { AccountsController } from './accounts.controller';
import { AccountsService } from './accounts.service';

/** Sign-up, login, token refresh, e-mail verification, password reset. */
@Module({
  imports: [UsersModule, SecurityModule, LinksModule, LockoutModule],
  controllers: [AccountsController],
  providers: [AccountsService],
})
export class AccountsModule {}
