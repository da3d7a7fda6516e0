import { Module } from '@nestjs/common';
import { SecurityModule } from '../security/security.module';
import { UsersModule } from '../users/users.module';
import { LockoutService } from './lockout.service';

/** The checks of a user's password, with their strikes and block. */
@Module({ imports: [UsersModule, SecurityModule], providers: [LockoutService], exports: [LockoutService] })
export class LockoutModule {}
