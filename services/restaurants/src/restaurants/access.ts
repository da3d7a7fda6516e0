import type { TokenClaims } from '@carta/contracts';

/** read: see it (owner, or any admin). write: change it (its owner only). */
export type Access = 'read' | 'write';

/** Ownership comes from the token; an admin may read every restaurant but changes none that is not theirs. */
export function mayAccess(restaurant: { ownerId: string }, user: Pick<TokenClaims, 'sub' | 'role'>, access: Access) {
  return restaurant.ownerId === user.sub || (access === 'read' && user.role === 'admin');
}
