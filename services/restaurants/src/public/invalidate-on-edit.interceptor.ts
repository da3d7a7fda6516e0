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
import { CHANGES_RESTAURANT } from './changes-restaurant.decorator';
import { InvalidationBus } from './invalidation-bus';

/**
 * Once a write declared with `@ChangesRestaurant(param)` is handled, guests' cached copies of that restaurant are
 * invalidated: the answer names it to the gateway that carried it, and the bus tells every gateway replica. A refused
 * write (4xx) changed nothing and invalidates nothing; a failure (5xx) may have written part of its work, so it does.
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
