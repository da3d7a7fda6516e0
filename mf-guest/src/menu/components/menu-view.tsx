import { useId } from 'react';
import {
  ALLERGEN_ICONS,
  PRODUCT_PHOTO_ASPECT,
  type PublicMenu,
  type PublicMenuItem,
  type PublicSection,
} from '@carta/contracts';
import { isAvoided } from '../allergens';
import { availabilityText } from '../../common/format';
import { useGuestText, useNow, usePreferences } from '../../common/guest-context';
import { AllergenFilterPanel } from './allergen-filter';

/** Thumbnails are 160 px wide (2× their box), all in the product photo's shape: the box is reserved before load. */
const THUMB_WIDTH = 160;
const THUMB_HEIGHT = Math.round(THUMB_WIDTH / PRODUCT_PHOTO_ASPECT);

function MenuItem({ item }: { item: PublicMenuItem }) {
  const { t, text, price } = useGuestText();
  const { filter } = usePreferences();
  const avoided = isAvoided(item, filter.avoid);
  const description = text(item.description);
  return (
    <li className={avoided ? 'g-card g-item g-dim' : 'g-card g-item'}>
      {item.image && (
        <img
          className="g-thumb"
          src={item.image.thumb}
          width={THUMB_WIDTH}
          height={THUMB_HEIGHT}
          loading="lazy"
          decoding="async"
          alt=""
        />
      )}
      <div className="g-item-body">
        <div className="g-item-head">
          <h3>{text(item.name)}</h3>
          {item.price !== null && <span className="g-price">{price(item.price)}</span>}
        </div>
        {description && <p className="g-muted">{description}</p>}
        {item.allergens.length > 0 && (
          <ul className="g-tags" aria-label={t('menu.allergens')}>
            {item.allergens.map((allergen) => (
              <li key={allergen} className={filter.avoid.includes(allergen) ? 'g-avoid' : undefined}>
                <span aria-hidden="true">{ALLERGEN_ICONS[allergen]}</span> {t(`allergens.${allergen}`)}
              </li>
            ))}
          </ul>
        )}
        {avoided && <p className="g-warning">{t('filter.contains')}</p>}
      </div>
    </li>
  );
}

function MenuSection({ section }: { section: PublicSection }) {
  const { t, text } = useGuestText();
  const { filter } = usePreferences();
  const headingId = useId();
  const shown = filter.mode === 'hide' ? section.items.filter((item) => !isAvoided(item, filter.avoid)) : section.items;
  return (
    <section className="g-section" aria-labelledby={headingId}>
      {section.banner && (
        <img className="g-banner" src={section.banner} width={1000} height={250} loading="lazy" alt="" />
      )}
      <h2 id={headingId}>{text(section.name)}</h2>
      {shown.length > 0 ? (
        <ul className="g-list">
          {shown.map((item) => (
            <MenuItem key={item._id} item={item} />
          ))}
        </ul>
      ) : (
        section.items.length > 0 && <p className="g-muted">{t('filter.allHidden')}</p>
      )}
    </section>
  );
}

/** A menu: its banner, price and availability, the allergen filter, then its sections in order. */
export function MenuView({ menu, timeZone }: { menu: PublicMenu; timeZone: string }) {
  const { t, tag, price } = useGuestText();
  const { filter } = usePreferences();
  const now = useNow();
  const items = menu.sections.flatMap((section) => section.items);
  const affected = items.filter((item) => isAvoided(item, filter.avoid)).length;
  const { key, ...values } = availabilityText(menu.availability, { now, timeZone, locale: tag });
  return (
    <>
      {menu.banner && <img className="g-banner" src={menu.banner} width={1000} height={250} alt="" />}
      {menu.availability.state !== 'available' && <p className="g-status">{t(key, values)}</p>}
      {menu.fixedPrice && menu.price !== null && (
        <p className="g-status">{t('menu.fixedPrice', { price: price(menu.price) })}</p>
      )}
      {items.length > 0 ? <AllergenFilterPanel affected={affected} /> : <p className="g-muted">{t('menu.empty')}</p>}
      {menu.sections.map((section) => (
        <MenuSection key={section._id} section={section} />
      ))}
    </>
  );
}
