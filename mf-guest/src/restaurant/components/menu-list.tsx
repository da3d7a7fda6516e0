import { useId } from 'react';
import { closedOn, serviceToday, upcomingSpans, webPath, type PublicRestaurant } from '@carta/contracts';
import { useNow } from '../../common/clock';
import { openFirst, spansText } from '../../common/format';
import { useGuestText } from '../../common/guest-context';
import { Localized } from '../../common/localized';
import { ServiceLine } from '../../common/service';
import { Link } from '../../navigation';

/** The restaurant's menus, each with when it is served: those open now first. */
export function MenuList({ restaurant }: { restaurant: PublicRestaurant }) {
  const { t, tag, price } = useGuestText();
  const headingId = useId();
  const now = useNow();
  const menus = openFirst(
    restaurant.menus,
    (menu) =>
      serviceToday({ ...menu.schedule, enabled: true }, now, restaurant.timeZone, restaurant.closedDates).state ===
      'open',
  );
  const closures = upcomingSpans(restaurant.closedDates, now, restaurant.timeZone);
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId}>{t('menus.title')}</h2>
      {closedOn(restaurant.closedDates, now, restaurant.timeZone) ? (
        <p className="g-pill">{t('service.closedToday')}</p>
      ) : (
        closures.length > 0 && <p className="g-muted">{t('service.closedOn', { dates: spansText(closures, tag) })}</p>
      )}
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
                <ServiceLine schedule={menu.schedule} timeZone={restaurant.timeZone} closed={restaurant.closedDates} />
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
