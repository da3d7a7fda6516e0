import { applyDecorators, SetMetadata, UseInterceptors } from '@nestjs/common';
import { CHANGES_RESTAURANT, InvalidateOnEditInterceptor } from './invalidate-on-edit.interceptor';

/**
 * Declares, on every write route of this service, which restaurant's guest-visible data it changes: the name of the
 * route parameter holding the restaurant's id, or `null` when it changes none (creating a restaurant, sending a
 * mail). The one place that decides what a write invalidates; `changes-restaurant.spec.ts` fails on a write route
 * without it, or naming a parameter its path does not have. A route that changes a restaurant gets the interceptor
 * that invalidates it; the others get none.
 */
export const ChangesRestaurant = (param: string | null): MethodDecorator =>
  param === null
    ? SetMetadata(CHANGES_RESTAURANT, null)
    : applyDecorators(SetMetadata(CHANGES_RESTAURANT, param), UseInterceptors(InvalidateOnEditInterceptor));
