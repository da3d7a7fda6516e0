import type {
  DateSpan,
  MapInfo,
  RestaurantInput,
  RestaurantPatch,
  SocialLinks,
  SubdomainState,
} from '@carta/contracts';

/** A restaurants row as the repository reads it (camelCase aliases of the columns). */
export interface RestaurantRow extends RestaurantInput {
  id: string;
  ownerId: string;
  socialLinks: SocialLinks;
  mapInfo: MapInfo;
  closedDates: DateSpan[];
  subDomain: string;
  subDomainState: SubdomainState;
  subDomainReason: string | null;
  logo: string | null;
  cover: string | null;
  createdAt: Date;
  updatedAt: Date;
}

/** Columns a create or an edit may write (never owner or subdomain): what a PATCH may send. */
export type RestaurantChanges = RestaurantPatch;
