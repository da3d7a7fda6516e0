import { Inject, Injectable, Logger, type CanActivate, type ExecutionContext } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { Role, TokenClaims } from '@carta/contracts';
import { ClockRepository } from '../clock/clock.repository';
import { AppException } from '../http/app.exception';
import { TokenKeysUnavailable, verifyAccessToken, type TokenKeys } from './access-token';
import { IS_PUBLIC, ROLES } from './decorators';
import { SessionValidityRepository } from './session-validity';

/** The verifier's key set: auth's own keys in auth, auth's published key set elsewhere (CoreOptions.tokenKeys). */
export const TOKEN_KEYS = Symbol('TOKEN_KEYS');

interface AuthenticatedRequest {
  headers: { authorization?: string };
  user?: TokenClaims;
}

/**
 * Global guard: every route needs a valid access token whose session still stands, unless @Public(); @Roles() narrows
 * it to roles. Anything wrong with the token is 401 UNAUTHORIZED, with no detail for the caller.
 */
@Injectable()
export class JwtAuthGuard implements CanActivate {
  private readonly logger = new Logger('Tokens');

  constructor(
    private readonly reflector: Reflector,
    @Inject(TOKEN_KEYS) private readonly keys: TokenKeys,
    private readonly sessions: SessionValidityRepository,
    private readonly clock: ClockRepository,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const targets = [context.getHandler(), context.getClass()];
    if (this.reflector.getAllAndOverride<boolean | undefined>(IS_PUBLIC, targets)) return true;
    const request = context.switchToHttp().getRequest<AuthenticatedRequest>();
    const user = await this.authenticate(request.headers.authorization);
    request.user = user;
    const roles = this.reflector.getAllAndOverride<Role[] | undefined>(ROLES, targets);
    if (roles?.length && !roles.includes(user.role)) throw new AppException('FORBIDDEN');
    return true;
  }

  private async authenticate(header: string | undefined): Promise<TokenClaims> {
    const match = /^Bearer ([^\s]+)$/.exec(header ?? '');
    if (!match) throw new AppException('UNAUTHORIZED');
    const now = this.clock.now();
    const claims = await verifyAccessToken(match[1], this.keys, now).catch((error: unknown) => {
      if (!(error instanceof TokenKeysUnavailable)) throw error;
      this.logger.error({ msg: error.message, err: error.cause });
      throw new AppException('SERVER_TIMEOUT_CONNECTION_ERROR');
    });
    if (!claims || !(await this.sessions.stands(claims.sid, claims.sub, now))) throw new AppException('UNAUTHORIZED');
    return claims;
  }
}
