import {
  Body,
  Controller,
  Delete,
  Get,
  Headers,
  HttpCode,
  HttpStatus,
  Param,
  Patch,
  Post,
  Query,
} from '@nestjs/common';
import { ADMIN_ROUTES, type Paged, type ResendValidationResponse, type User } from '@carta/contracts';
import { ListQueryDto, RateLimited, Roles, ParseIdPipe } from '@carta/nest-core';
import { localeFrom } from '../accounts/locale';
import { CreateUserDto } from './dto/create-user.dto';
import { UpdateUserDto } from './dto/update-user.dto';
import { UsersAdminService } from './users-admin.service';

const ONE = ADMIN_ROUTES.user(':id');

/** Users are auth's rows, so their administration lives here; every route is for admins only. */
@Roles('admin')
@Controller()
export class UsersAdminController {
  constructor(private readonly users: UsersAdminService) {}

  @Get(ADMIN_ROUTES.users)
  list(@Query() query: ListQueryDto): Promise<Paged<User>> {
    return this.users.list(query);
  }

  @Get(ONE)
  get(@Param('id', ParseIdPipe) id: string): Promise<User> {
    return this.users.get(id);
  }

  @Post(ADMIN_ROUTES.users)
  @HttpCode(HttpStatus.CREATED)
  create(@Body() body: CreateUserDto, @Headers('accept-language') acceptLanguage?: string): Promise<User> {
    return this.users.create(body, localeFrom(acceptLanguage));
  }

  // Each call mails the user: limited per address and per account, like the other calls that send mail.
  @RateLimited({ perAccount: true })
  @Post(ADMIN_ROUTES.userVerification(':id'))
  @HttpCode(HttpStatus.OK)
  resendVerification(@Param('id', ParseIdPipe) id: string): Promise<ResendValidationResponse> {
    return this.users.resendVerification(id);
  }

  @Patch(ONE)
  update(@Param('id', ParseIdPipe) id: string, @Body() body: UpdateUserDto): Promise<User> {
    return this.users.update(id, body);
  }

  @Delete(ONE)
  remove(@Param('id', ParseIdPipe) id: string): Promise<User> {
    return this.users.remove(id);
  }
}
