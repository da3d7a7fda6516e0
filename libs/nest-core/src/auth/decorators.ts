import { createParamDecorator, SetMetadata, type ExecutionContext } from '@nestjs/common';
import type { Role, TokenClaims } from '@carta/contracts';

export const IS_PUBLIC = 'carta:isPublic';
export const ROLES = 'carta:roles';

/** Opens a route (or a controller) to requests without a token. Every other route needs one. */
export const Public = () => SetMetadata(IS_PUBLIC, true);

/** Restricts a route (or controller) to these roles; others get 403 FORBIDDEN. */
export const Roles = (...roles: Role[]) => SetMetadata(ROLES, roles);

/** The verified claims of the request's token. */
export const CurrentUser = createParamDecorator(
  (_data: unknown, context: ExecutionContext): TokenClaims =>
    context.switchToHttp().getRequest<{ user: TokenClaims }>().user,
);
