import { Injectable, Logger, type CallHandler, type ExecutionContext, type NestInterceptor } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { catchError, concatMap, type Observable } from 'rxjs';
import { GUEST_CACHE_INVALIDATES_HEADER, isId } from '@carta/contracts';
import { toWire } from '@carta/nest-core';
import { InvalidationBus } from './invalidation-bus';
import { PublicChangesRepository } from './public-changes.repository';

/** Metadata `@ChangesRestaurant` sets on a write route: the name of its restaurant id parameter, or null. */
export const CHANGES_RESTAURANT = 'carta:changes-restaurant';

/**
 * Once a write declared with `@ChangesRestaurant(param)` is handled, that restaurant's guest data has changed: its
 * `public_changed_at` is set (the sitemap's lastmod), then guests' cached copies are invalidated — the answer names it
 * to the gateway that carried it, and the bus tells every gateway replica. In that order, so a guest read refilled
 * after the invalidation carries the new instant. A refused write (4xx) changed nothing and does neither; a failure
 * (5xx) may have written part of its work, so it does both — but with PostgreSQL unreachable (503) it only
 * invalidates: setting the instant would wait for the database a second time before the refusal is answered.
 * Bound by `@ChangesRestaurant(param)` to those routes only, not globally: any other route (a read, a guest's beacon)
 * then has no interceptor, and Nest skips its Observable chain (measured: ~9 % of a beacon's CPU).
 */
@Injectable()
export class InvalidateOnEditInterceptor implements NestInterceptor {
  private readonly logger = new Logger('InvalidateOnEdit');

  constructor(
    private readonly reflector: Reflector,
    private readonly bus: InvalidationBus,
    private readonly changes: PublicChangesRepository,
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
    const changed = async () => {
      // The write itself stands: a lastmod left behind is no reason to fail it, nor to keep stale copies.
      await this.changes
        .markChanged(restaurantId)
        .catch((error: Error) => this.logger.warn(`public_changed_at not set for ${restaurantId}: ${error.message}`));
      invalidate();
    };
    return next.handle().pipe(
      concatMap(async (answer: unknown) => {
        await changed();
        return answer;
      }),
      catchError(async (error: unknown) => {
        const { status, code } = toWire(error);
        if (code === 'DATABASE_UNAVAILABLE') invalidate();
        else if (status >= 500) await changed();
        throw error;
      }),
    );
  }
}
