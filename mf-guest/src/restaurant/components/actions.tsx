import type { ReactNode } from 'react';
import { guestMapPoint, SOCIAL_NETWORKS, type PublicRestaurant } from '@carta/contracts';
import { useGuestText } from '../../common/guest-context';
import { Icon, SocialIcon } from '../../common/icons';

/** Owners type these addresses; only web addresses become links. */
const WEB_ADDRESS = /^https?:\/\//i;

export function addressLine(restaurant: Pick<PublicRestaurant, 'address' | 'postalCode' | 'city'>): string {
  const place = [restaurant.postalCode, restaurant.city].filter(Boolean).join(' ');
  return [restaurant.address, place].filter(Boolean).join(', ');
}

/**
 * A maps search for the place: it opens the phone's maps app, and works when no map can be drawn here. The owner's
 * point when there is one (never 0,0, which is none), else the name and address.
 */
export function mapsSearchUrl(restaurant: PublicRestaurant): string {
  const point = guestMapPoint(restaurant.mapInfo);
  const query = point ? `${point.lat},${point.lng}` : `${restaurant.name}, ${addressLine(restaurant)}`;
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(query)}`;
}

interface Action {
  key: string;
  href: string;
  label: string;
  /** The accessible name when the label alone says too little ("Call" → "Call +34 …"). */
  name?: string;
  icon: ReactNode;
  external: boolean;
}

/** Round buttons under the header: call, directions, the web site and each social network the owner gave. */
export function RestaurantActions({ restaurant }: { restaurant: PublicRestaurant }) {
  const { t } = useGuestText();
  const web = WEB_ADDRESS.test(restaurant.web) ? restaurant.web : null;
  const actions: Action[] = [];
  if (restaurant.phone) {
    actions.push({
      key: 'call',
      href: `tel:${restaurant.phone.replace(/[^\d+]/g, '')}`,
      label: t('restaurant.call'),
      name: t('restaurant.callNumber', { phone: restaurant.phone }),
      icon: <Icon name="phone" />,
      external: false,
    });
  }
  actions.push({
    key: 'directions',
    href: mapsSearchUrl(restaurant),
    label: t('restaurant.directions'),
    icon: <Icon name="pin" />,
    external: true,
  });
  if (web)
    actions.push({ key: 'web', href: web, label: t('restaurant.web'), icon: <Icon name="globe" />, external: true });
  for (const network of SOCIAL_NETWORKS) {
    const href = restaurant.socialLinks[network] ?? '';
    if (!WEB_ADDRESS.test(href) || href === web) continue;
    actions.push({
      key: network,
      href,
      label: t(`social.${network}`),
      icon: <SocialIcon network={network} />,
      external: true,
    });
  }
  return (
    <nav aria-label={t('restaurant.actions')}>
      <ul className="g-actions">
        {actions.map((action) => (
          <li key={action.key}>
            <a
              className="g-action"
              href={action.href}
              aria-label={action.name}
              {...(action.external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
            >
              <span className="g-action-icon">{action.icon}</span>
              <span className="g-action-label">{action.label}</span>
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
