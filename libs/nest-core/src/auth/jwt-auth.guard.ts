import { HttpException, Injectable, type ExecutionContext } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { AuthGuard } from '@nestjs/passport';
import type { Role, TokenClaims } from '@carta/contracts';
import { AppException } from '../http/app.exception';
import { IS_PUBLIC, ROLES } from './decorators';

/** Global guard: every route needs a valid token unless @Public(); @Roles() narrows it to roles. */
@Injectable()
export class JwtAuthGuard extends AuthGuard('jwt') {
  constructor(private readonly reflector: Reflector) {
    super();
  }

  override async canActivate(context: ExecutionContext): Promise<boolean> {
    const targets = [context.getHandler(), context.getClass()];
    if (this.reflector.getAllAndOverride<boolean | undefined>(IS_PUBLIC, targets)) return true;
    await super.canActivate(context);
    const roles = this.reflector.getAllAndOverride<Role[] | undefined>(ROLES, targets);
    const user = context.switchToHttp().getRequest<{ user: TokenClaims }>().user;
    if (roles?.length && !roles.includes(user.role)) throw new AppException('FORBIDDEN');
    return true;
  }

  override handleRequest<TUser = TokenClaims>(error: unknown, user: TUser | false): TUser {
    if (error instanceof HttpException) throw error;
    if (error) throw error;
    if (!user) throw new AppException('UNAUTHORIZED');
    return user;
  }
}
