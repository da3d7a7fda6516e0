import { SetMetadata } from '@nestjs/common';

export const CHANGES_RESTAURANT = 'carta:changes-restaurant';

/**
 * Declares, on every write route of this service, which restaurant's guest-visible data it changes: the name of the
 * route parameter holding the restaurant's id, or `null` when it changes none (creating a restaurant, sending a
 * mail). The one place that decides what a write invalidates; `changes-restaurant.spec.ts` fails on a write route
 * without it, or naming a parameter its path does not have.
 */
export const ChangesRestaurant = (param: string | null): MethodDecorator => SetMetadata(CHANGES_RESTAURANT, param);
