import { Body, Controller, Get, HttpCode, HttpStatus, Patch, Post } from '@nestjs/common';
import { AUTH_ROUTES, type ChangePasswordResponse, type Profile, type TokenClaims } from '@carta/contracts';
import { CurrentUser } from '@carta/nest-core';
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

  @Post(AUTH_ROUTES.changePassword)
  @HttpCode(HttpStatus.OK)
  changePassword(@CurrentUser() user: TokenClaims, @Body() body: ChangePasswordDto): Promise<ChangePasswordResponse> {
    return this.profile.changePassword(user, body.oldPassword, body.newPassword);
  }
}
