import { useId } from 'react';
import { serviceToday, webPath, type PublicRestaurant } from '@carta/contracts';
import { useNow } from '../../common/clock';
import { openFirst } from '../../common/format';
import { useGuestText } from '../../common/guest-context';
import { Localized } from '../../common/localized';
import { ServiceLine } from '../../common/service';
import { Link } from '../../navigation';

/** The restaurant's menus, each with when it is served: those open now first. */
export function MenuList({ restaurant }: { restaurant: PublicRestaurant }) {
  const { t, price } = useGuestText();
  const headingId = useId();
  const now = useNow();
  const menus = openFirst(
    restaurant.menus,
    (menu) => serviceToday({ ...menu.schedule, enabled: true }, now, restaurant.timeZone).state === 'open',
  );
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId}>{t('menus.title')}</h2>
      {menus.length === 0 ? (
        <p className="g-muted">{t('menus.none')}</p>
      ) : (
        <ul className="g-list g-menus">
          {menus.map((menu) => (
            <li key={menu._id} className="g-card g-menu-card">
              <Link
                className="g-menu-link"
                to={webPath('guestRestaurantMenuView', { restaurantId: restaurant._id, id: menu._id })}
              >
                <span className="g-menu-name">
                  <Localized value={menu.name} />
                </span>{' '}
                {menu.fixedPrice && menu.price !== null && <span className="g-price">{price(menu.price)}</span>}{' '}
                <ServiceLine schedule={menu.schedule} timeZone={restaurant.timeZone} />
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
