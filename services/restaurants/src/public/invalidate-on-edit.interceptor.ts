import {
  HttpException,
  Injectable,
  type CallHandler,
  type ExecutionContext,
  type NestInterceptor,
} from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { tap, type Observable } from 'rxjs';
import { PublicCache } from './public-cache';
import { isId } from '@carta/contracts';

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);
/**
 * Every write of this service names the restaurant it changes as the `:id` of its path (restaurant, products and
 * their images, menus, sections, items, subdomain): once such a request is handled, guests' cached copy of that
 * restaurant is invalidated, here and on every replica. One rule instead of a call in each write, so a new route
 * cannot forget it. A refused request (4xx) changed nothing and invalidates nothing; a failure (5xx) may have
 * written part of its work, so it invalidates too.
 */
@Injectable()
export class InvalidateOnEditInterceptor implements NestInterceptor {
  constructor(private readonly cache: PublicCache) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const request = context.switchToHttp().getRequest<FastifyRequest>();
    const id = (request.params as Record<string, string | undefined> | undefined)?.id;
    if (READS.has(request.method) || !id || !isId(id)) return next.handle();
    const invalidate = () => this.cache.invalidate(id.toLowerCase());
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
