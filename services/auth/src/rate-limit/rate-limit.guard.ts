import { CanActivate, Inject, Injectable, SetMetadata, type ExecutionContext } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppException } from '@carta/nest-core';
import { AUTH_CONFIG, type AuthConfig } from '../config';
import { RateLimitRepository } from './rate-limit.repository';

const RATE_LIMIT = 'carta:rateLimit';
const MINUTE = 60_000;

/** Limits a route per client address (AUTH_RATE_LIMIT_PER_MINUTE); the name keeps routes' counts apart. */
export const RateLimited = (name: string) => SetMetadata(RATE_LIMIT, name);

export function tooManyRequests(reply: FastifyReply, retryAfterMs: number): AppException {
  void reply.header('Retry-After', String(Math.ceil(retryAfterMs / 1000)));
  return new AppException('TOO_MANY_REQUESTS');
}

@Injectable()
export class RateLimitGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly limits: RateLimitRepository,
    @Inject(AUTH_CONFIG) private readonly config: AuthConfig,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const name = this.reflector.get<string | undefined>(RATE_LIMIT, context.getHandler());
    if (!name) return true;
    const http = context.switchToHttp();
    // req.ip honours X-Forwarded-For only from trusted proxies (TRUST_PROXY): the gateway.
    const { ip } = http.getRequest<FastifyRequest>();
    const result = await this.limits.hit(`${name}:ip:${ip}`, this.config.rateLimitPerMinute, MINUTE);
    if (!result.allowed) throw tooManyRequests(http.getResponse<FastifyReply>(), result.retryAfterMs);
    return true;
  }
}
