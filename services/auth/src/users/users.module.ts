import { Module } from '@nestjs/common';
import { UsersRepository } from './users.repository';

/** The users table, shared by accounts, profile and the admin's user management. */
@Module({ providers: [UsersRepository], exports: [UsersRepository] })
export class UsersModule {}
