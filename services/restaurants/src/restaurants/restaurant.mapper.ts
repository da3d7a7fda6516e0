import { DEFAULT_MAP_INFO, type MapInfo, type Restaurant } from '@carta/contracts';
import { imageUrl } from '../products/product.mapper';
import type { RestaurantRow } from './restaurant.row';

function mapInfoOf(value: Partial<MapInfo> | null): MapInfo {
  return { ...DEFAULT_MAP_INFO, ...value };
}

export function toRestaurant(row: RestaurantRow): Restaurant {
  return {
    _id: row.id,
    name: row.name,
    address: row.address,
    postalCode: row.postalCode,
    city: row.city,
    uuid: row.uuid,
    phone: row.phone,
    web: row.web,
    email: row.email,
    languages: row.languages,
    currency: row.currency,
    brandColor: row.brandColor,
    timeZone: row.timeZone,
    socialLinks: row.socialLinks ?? {},
    mapInfo: mapInfoOf(row.mapInfo),
    closedDates: row.closedDates ?? [],
    subDomain: row.subDomain,
    subDomainEnabled: row.subDomainState === 'accepted',
    subDomainState: row.subDomainState,
    subDomainReason: row.subDomainReason ?? null,
    logo: row.logo ? imageUrl(row.logo) : null,
    cover: row.cover ? imageUrl(row.cover) : null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
