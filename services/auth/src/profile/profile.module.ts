import { Module } from '@nestjs/common';
import { LinksModule } from '../links/links.module';
import { LockoutModule } from '../lockout/lockout.module';
import { SecurityModule } from '../security/security.module';
import { UsersModule } from '../users/users.module';
import { ProfileController } from './profile.controller';
import { ProfileService } from './profile.service';

/** GET/PATCH /profile, POST /profile/changePassword and /profile/changeEmail: the signed-in user's own account. */
@Module({
  imports: [UsersModule, SecurityModule, LinksModule, LockoutModule],
  controllers: [ProfileController],
  providers: [ProfileService],
})
export class ProfileModule {}
