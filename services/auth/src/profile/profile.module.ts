import { Module } from '@nestjs/common';
import { LinksModule } from '../links/links.module';
import { SecurityModule } from '../security/security.module';
import { SessionsModule } from '../sessions/sessions.module';
import { UsersModule } from '../users/users.module';
import { ProfileController } from './profile.controller';
import { ProfileService } from './profile.service';

/** GET/PATCH /profile, POST /changepassword: the signed-in user's own account. */
@Module({
  imports: [UsersModule, SecurityModule, SessionsModule, LinksModule],
  controllers: [ProfileController],
  providers: [ProfileService],
})
export class ProfileModule {}
