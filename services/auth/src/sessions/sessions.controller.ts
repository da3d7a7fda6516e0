import { Controller, Get, HttpCode, HttpStatus, Post } from '@nestjs/common';
import type { JSONWebKeySet } from 'jose';
import { AUTH_KEYS_ROUTE, AUTH_ROUTES, type TokenClaims } from '@carta/contracts';
import { CurrentUser, Public } from '@carta/nest-core';
import { SessionsService } from './sessions.service';

@Controller()
export class SessionsController {
  constructor(private readonly sessions: SessionsService) {}

  /** Ends the caller's session on the server: its tokens get 401 everywhere from now on. */
  @Post(AUTH_ROUTES.logout)
  @HttpCode(HttpStatus.NO_CONTENT)
  logout(@CurrentUser() user: TokenClaims): Promise<void> {
    return this.sessions.end(user);
  }

  /** Public keys only, for the verifiers (services, gateway), which call auth directly: the gateway does not route it. */
  @Public()
  @Get(AUTH_KEYS_ROUTE)
  keys(): JSONWebKeySet {
    return this.sessions.publishedKeys();
  }
}
