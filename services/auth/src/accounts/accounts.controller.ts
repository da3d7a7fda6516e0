import { applyDecorators, Body, Controller, Get, Headers, HttpCode, HttpStatus, Post } from '@nestjs/common';
import {
  AUTH_ROUTES,
  type AuthResponse,
  type ForgotResponse,
  type ResendValidationResponse,
  type ResetResponse,
  type TokenClaims,
  type TokenResponse,
  type VerifyResponse,
} from '@carta/contracts';
import { CurrentUser, Public, RateLimited } from '@carta/nest-core';
import { AccountsService } from './accounts.service';
import { ForgotDto } from './dto/forgot.dto';
import { LoginDto } from './dto/login.dto';
import { RegisterDto } from './dto/register.dto';
import { ResetDto } from './dto/reset.dto';
import { VerifyDto } from './dto/verify.dto';
import { localeFrom } from './locale';

/** A POST that acts on an existing account (creates nothing): 200. */
const Action = (path: string) => applyDecorators(Post(path), HttpCode(HttpStatus.OK));

@Controller()
export class AccountsController {
  constructor(private readonly accounts: AccountsService) {}

  @Public()
  @RateLimited()
  @Post(AUTH_ROUTES.register)
  @HttpCode(HttpStatus.CREATED)
  register(@Body() body: RegisterDto, @Headers('accept-language') acceptLanguage?: string): Promise<AuthResponse> {
    return this.accounts.register(body, localeFrom(acceptLanguage));
  }

  @Public()
  @RateLimited()
  @Action(AUTH_ROUTES.login)
  login(@Body() body: LoginDto): Promise<AuthResponse> {
    return this.accounts.login(body);
  }

  @Get(AUTH_ROUTES.token)
  refresh(@CurrentUser() user: TokenClaims): Promise<TokenResponse> {
    return this.accounts.refresh(user.sub);
  }

  // Link ids cannot be guessed (256 bits), but each try costs a query: limited like the other public calls.
  @Public()
  @RateLimited()
  @Action(AUTH_ROUTES.verify)
  verify(@Body() body: VerifyDto): Promise<VerifyResponse> {
    return this.accounts.verify(body.id);
  }

  // Each call mails the account's address: limited per address and per account, like the other calls that send mail.
  @RateLimited({ perAccount: true })
  @Action(AUTH_ROUTES.resendValidation)
  resendValidation(@CurrentUser() user: TokenClaims): Promise<ResendValidationResponse> {
    return this.accounts.resendValidation(user.sub);
  }

  // Per address only: a per-account refusal would let anyone lock the owner out of recovery (the service caps the
  // mails per account instead, keeping the newest link alive).
  @Public()
  @RateLimited()
  @Action(AUTH_ROUTES.forgot)
  forgot(@Body() body: ForgotDto): ForgotResponse {
    return this.accounts.forgot(body);
  }

  @Public()
  @RateLimited()
  @Action(AUTH_ROUTES.reset)
  reset(@Body() body: ResetDto): Promise<ResetResponse> {
    return this.accounts.reset(body);
  }
}
