import type { Currency, MapInfo, RestaurantLanguage, SocialLinks, SubdomainState } from '@carta/contracts';

/** A restaurants row as the repository reads it (camelCase aliases of the columns). */
export interface RestaurantRow {
  id: string;
  ownerId: string;
  name: string;
  address: string;
  postalCode: string;
  city: string;
  uuid: string;
  phone: string;
  web: string;
  email: string;
  languages: RestaurantLanguage[];
  currency: Currency;
  brandColor: string;
  timeZone: string;
  socialLinks: SocialLinks;
  mapInfo: MapInfo;
  subDomain: string;
  subDomainState: SubdomainState;
  createdAt: Date;
  updatedAt: Date;
}

/** Columns a create or an edit may write (never owner or subdomain). */
export type RestaurantChanges = Partial<
  Pick<
    RestaurantRow,
    | 'name'
    | 'address'
    | 'postalCode'
    | 'city'
    | 'uuid'
    | 'phone'
    | 'web'
    | 'email'
    | 'languages'
    | 'currency'
    | 'brandColor'
    | 'timeZone'
    | 'socialLinks'
    | 'mapInfo'
  >
>;
