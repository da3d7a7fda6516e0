import {
  HttpException,
  Injectable,
  type CallHandler,
  type ExecutionContext,
  type NestInterceptor,
} from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { tap, type Observable } from 'rxjs';
import { GUEST_CACHE_INVALIDATES_HEADER, isId } from '@carta/contracts';
import { InvalidationBus } from './invalidation-bus';

/** Metadata `@ChangesRestaurant` sets on a write route: the name of its restaurant id parameter, or null. */
export const CHANGES_RESTAURANT = 'carta:changes-restaurant';

/**
 * Once a write declared with `@ChangesRestaurant(param)` is handled, guests' cached copies of that restaurant are
 * invalidated: the answer names it to the gateway that carried it, and the bus tells every gateway replica. A refused
 * write (4xx) changed nothing and invalidates nothing; a failure (5xx) may have written part of its work, so it does.
 * Bound by `@ChangesRestaurant(param)` to those routes only, not globally: any other route (a read, a guest's beacon)
 * then has no interceptor, and Nest skips its Observable chain (measured: ~9 % of a beacon's CPU).
 */
@Injectable()
export class InvalidateOnEditInterceptor implements NestInterceptor {
  constructor(
    private readonly reflector: Reflector,
    private readonly bus: InvalidationBus,
  ) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const param = this.reflector.get<string | null | undefined>(CHANGES_RESTAURANT, context.getHandler());
    const http = context.switchToHttp();
    const id = param ? (http.getRequest<FastifyRequest>().params as Record<string, string | undefined>)[param] : null;
    if (!id || !isId(id)) return next.handle();
    const restaurantId = id.toLowerCase();
    const invalidate = () => {
      void http.getResponse<FastifyReply>().header(GUEST_CACHE_INVALIDATES_HEADER, restaurantId);
      this.bus.publish(restaurantId);
    };
    return next.handle().pipe(
      tap({
        complete: invalidate,
        error: (error: unknown) => {
          if (!(error instanceof HttpException && error.getStatus() < 500)) invalidate();
        },
      }),
    );
  }
}
