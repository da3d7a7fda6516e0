import { useId } from 'react';
import { SOCIAL_NETWORKS, type PublicRestaurant } from '@carta/contracts';
import { useGuestText } from '../../common/guest-context';

/** Owners type these addresses; only web addresses become links. */
const WEB_ADDRESS = /^https?:\/\//i;

export function addressLine(restaurant: Pick<PublicRestaurant, 'address' | 'postalCode' | 'city'>): string {
  const place = [restaurant.postalCode, restaurant.city].filter(Boolean).join(' ');
  return [restaurant.address, place].filter(Boolean).join(', ');
}

/** Address, phone, web site and social links. */
export function Contact({ restaurant }: { restaurant: PublicRestaurant }) {
  const { t } = useGuestText();
  const headingId = useId();
  const social = SOCIAL_NETWORKS.filter((network) => WEB_ADDRESS.test(restaurant.socialLinks[network] ?? ''));
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId}>{t('restaurant.contact')}</h2>
      <address className="g-contact">
        <span>{addressLine(restaurant)}</span>
        {restaurant.phone && (
          <a href={`tel:${restaurant.phone.replace(/[^\d+]/g, '')}`}>
            {t('restaurant.call', { phone: restaurant.phone })}
          </a>
        )}
        {WEB_ADDRESS.test(restaurant.web) && (
          <a href={restaurant.web} target="_blank" rel="noopener noreferrer">
            {t('restaurant.web')}
          </a>
        )}
      </address>
      {social.length > 0 && (
        <ul className="g-social" aria-label={t('restaurant.social')}>
          {social.map((network) => (
            <li key={network}>
              <a href={restaurant.socialLinks[network]} target="_blank" rel="noopener noreferrer">
                {t(`social.${network}`)}
              </a>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
