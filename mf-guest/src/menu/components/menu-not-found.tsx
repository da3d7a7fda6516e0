import { use } from 'react';
import { webPath } from '@carta/contracts';
import { useGuestText } from '../../common/guest-context';
import { NotFound } from '../../common/states';
import { Link } from '../../navigation';
import { restaurantRequest } from '../../restaurant/api';
import { RestaurantFrame } from '../../restaurant/components/frame';

function Gone({ restaurantId, name }: { restaurantId: string; name: string }) {
  const { t } = useGuestText();
  return (
    <div className="g-notice">
      <h2>{t('notFound.menu')}</h2>
      <p className="g-muted">{t('notFound.hint')}</p>
      <p>
        <Link className="g-button g-primary" to={webPath('guestRestaurant', { restaurantId })}>
          {t('notFound.back', { name })}
        </Link>
      </p>
    </div>
  );
}

/** A menu that does not exist (or is withdrawn): in its restaurant's colours, leading back to its menus. */
export function MenuNotFound({ restaurantId }: { restaurantId: string }) {
  const restaurant = use(restaurantRequest(restaurantId));
  if (!restaurant) return <NotFound what="menu" />;
  return (
    <RestaurantFrame restaurant={restaurant} back>
      <Gone restaurantId={restaurant._id} name={restaurant.name} />
    </RestaurantFrame>
  );
}
