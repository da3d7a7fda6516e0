import { applyDecorators, Injectable, UseGuards, type ExecutionContext } from '@nestjs/common';
import { SkipThrottle, ThrottlerGuard, type ThrottlerLimitDetail } from '@nestjs/throttler';
import type { FastifyReply } from 'fastify';
import { AppException } from '../http/app.exception';
import { PER_ACCOUNT } from './rate-limit.options';

/** Our refusal: 429 {errors: {msg: 'TOO_MANY_REQUESTS'}} with Retry-After in seconds. */
@Injectable()
export class RateLimitGuard extends ThrottlerGuard {
  protected override async throwThrottlingException(
    context: ExecutionContext,
    { timeToBlockExpire }: ThrottlerLimitDetail,
  ): Promise<void> {
    void context.switchToHttp().getResponse<FastifyReply>().header('Retry-After', String(timeToBlockExpire));
    throw new AppException('TOO_MANY_REQUESTS');
  }
}

/**
 * Limits a route per client address and, with `perAccount`, per signed-in account too (rate-limit.options.ts).
 * Needs RateLimitModule in the service's AppModule.
 */
export const RateLimited = ({ perAccount = false } = {}) =>
  applyDecorators(UseGuards(RateLimitGuard), SkipThrottle({ [PER_ACCOUNT]: !perAccount }));
