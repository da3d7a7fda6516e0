import { useId } from 'react';
import { webPath, type PublicRestaurant } from '@carta/contracts';
import { availabilityText, openFirst } from '../../common/format';
import { useGuestText, useNow } from '../../common/guest-context';
import { Link } from '../../navigation';

/** The restaurant's menus: those open now first, then the others with when they open. */
export function MenuList({ restaurant }: { restaurant: PublicRestaurant }) {
  const { t, text, tag, price } = useGuestText();
  const headingId = useId();
  const now = useNow();
  const menus = openFirst(restaurant.menus);
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId}>{t('menus.title')}</h2>
      {menus.length === 0 ? (
        <p className="g-muted">{t('menus.none')}</p>
      ) : (
        <ul className="g-list">
          {menus.map((menu) => {
            const { key, ...values } = availabilityText(menu.availability, {
              now,
              timeZone: restaurant.timeZone,
              locale: tag,
            });
            return (
              <li key={menu._id} className="g-card">
                <Link
                  className="g-menu-link"
                  to={webPath('guestRestaurantMenuView', { restaurantId: restaurant._id, id: menu._id })}
                >
                  <strong>{text(menu.name)}</strong>
                  <span className="g-muted">
                    {t(key, values)}
                    {menu.fixedPrice && menu.price !== null && ` · ${price(menu.price)}`}
                  </span>
                </Link>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
