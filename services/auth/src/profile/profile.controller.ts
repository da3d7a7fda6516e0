import { Body, Controller, Get, HttpCode, HttpStatus, Patch, Post } from '@nestjs/common';
import {
  AUTH_ROUTES,
  type ChangeEmailResponse,
  type ChangePasswordResponse,
  type Profile,
  type TokenClaims,
} from '@carta/contracts';
import { CurrentUser, RateLimited } from '@carta/nest-core';
import { ChangeEmailDto } from './dto/change-email.dto';
import { ChangePasswordDto } from './dto/change-password.dto';
import { UpdateProfileDto } from './dto/update-profile.dto';
import { ProfileService } from './profile.service';

@Controller()
export class ProfileController {
  constructor(private readonly profile: ProfileService) {}

  @Get(AUTH_ROUTES.profile)
  get(@CurrentUser() user: TokenClaims): Promise<Profile> {
    return this.profile.get(user.sub);
  }

  @Patch(AUTH_ROUTES.profile)
  update(@CurrentUser() user: TokenClaims, @Body() body: UpdateProfileDto): Promise<Profile> {
    return this.profile.update(user.sub, body);
  }

  // Each call checks a password (a wrong one is a strike): limited per address and per account.
  @RateLimited({ perAccount: true })
  @Post(AUTH_ROUTES.changePassword)
  @HttpCode(HttpStatus.OK)
  changePassword(@CurrentUser() user: TokenClaims, @Body() body: ChangePasswordDto): Promise<ChangePasswordResponse> {
    return this.profile.changePassword(user.sub, body.oldPassword, body.newPassword);
  }

  // Each call checks a password and mails two addresses: limited per address and per account.
  @RateLimited({ perAccount: true })
  @Post(AUTH_ROUTES.changeEmail)
  @HttpCode(HttpStatus.OK)
  changeEmail(@CurrentUser() user: TokenClaims, @Body() body: ChangeEmailDto): Promise<ChangeEmailResponse> {
    return this.profile.changeEmail(user.sub, body.email, body.password);
  }
}
