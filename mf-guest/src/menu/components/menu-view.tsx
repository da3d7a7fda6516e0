import { useId, useState } from 'react';
import { PRODUCT_PHOTO_ASPECT, type PublicMenu, type PublicMenuItem, type PublicSection } from '@carta/contracts';
import { isAvoided } from '../allergens';
import { useGuestText, usePreferences } from '../../common/guest-context';
import { Icon } from '../../common/icons';
import { Localized } from '../../common/localized';
import { ServiceLine, useService } from '../../common/service';
import { AllergenFilterPanel } from './allergen-filter';
import { AllergenList } from './allergen-list';
import { CourseRuleLine, CourseVerdictLine, SupplementLine } from './course';
import { DishSheet } from './dish-sheet';
import { SectionBar, sectionAnchor } from './section-bar';
import { SizesLine } from './sizes-line';

/** Thumbnails are 160 px wide (2× their box), all in the product photo's shape: the box is reserved before load. */
const THUMB_WIDTH = 160;
const THUMB_HEIGHT = Math.round(THUMB_WIDTH / PRODUCT_PHOTO_ASPECT);

type Open = (item: PublicMenuItem) => void;

/** A dish in the list: its name opens the detail sheet; the whole card is the target on a phone. */
function MenuItem({ item, onOpen }: { item: PublicMenuItem; onOpen: Open }) {
  const { t, price } = useGuestText();
  const { filter } = usePreferences();
  const avoided = isAvoided(item, filter.avoid);
  const described = Object.values(item.description).some(Boolean);
  return (
    <li className={avoided ? 'g-card g-item g-dim' : 'g-card g-item'}>
      <div className="g-item-body">
        <div className="g-item-head">
          <h3>
            <button type="button" className="g-item-open" onClick={() => onOpen(item)}>
              <Localized value={item.name} />
            </button>
          </h3>
          {item.price !== null && item.sizes.length === 0 && <span className="g-price">{price(item.price)}</span>}
        </div>
        {item.sizes.length > 0 && <SizesLine sizes={item.sizes} />}
        {item.supplement !== null && <SupplementLine supplement={item.supplement} />}
        {described && (
          <p className="g-desc g-muted">
            <Localized value={item.description} />
          </p>
        )}
        {item.allergens.length > 0 && <AllergenList allergens={item.allergens} />}
        {avoided && <p className="g-warning">{t('filter.contains')}</p>}
      </div>
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
    </li>
  );
}

function MenuSection({ section, onOpen }: { section: PublicSection; onOpen: Open }) {
  const { t } = useGuestText();
  const { filter } = usePreferences();
  const headingId = useId();
  // A course's unsafe choices stay, greyed: the guest sees what the course offers and what is left to choose.
  const hide = filter.mode === 'hide' && !section.course;
  const shown = hide ? section.items.filter((item) => !isAvoided(item, filter.avoid)) : section.items;
  return (
    <section id={sectionAnchor(section._id)} className="g-section" aria-labelledby={headingId}>
      {section.banner && (
        <img className="g-banner" src={section.banner} width={1000} height={250} loading="lazy" alt="" />
      )}
      <h2 id={headingId} tabIndex={-1}>
        <Localized value={section.name} />
      </h2>
      {section.course && <CourseRuleLine rule={section.course} />}
      {section.course && <CourseVerdictLine section={{ ...section, course: section.course }} />}
      {shown.length > 0 ? (
        <ul className="g-list g-items">
          {shown.map((item) => (
            <MenuItem key={item._id} item={item} onOpen={onOpen} />
          ))}
        </ul>
      ) : (
        section.items.length > 0 && <p className="g-muted">{t('filter.allHidden')}</p>
      )}
    </section>
  );
}

/** Said at the top of a menu that is not served now, so it never looks open. */
function NotServedNow({ menu, timeZone }: { menu: PublicMenu; timeZone: string }) {
  const { t } = useGuestText();
  const { when, status } = useService(menu.schedule, timeZone);
  const headingId = useId();
  return (
    <aside className="g-closed" aria-labelledby={headingId}>
      <Icon name="clock" />
      <div>
        <h2 id={headingId}>{t('service.closedTitle')}</h2>
        <p>
          <strong>{status}</strong> · {when}
        </p>
        <p>{t('service.closedHint')}</p>
      </div>
    </aside>
  );
}

/**
 * A menu: whether it is served now, its price, the allergen filter, the section bar, then its sections in order;
 * a dish opens in a detail sheet.
 */
export function MenuView({ menu, timeZone }: { menu: PublicMenu; timeZone: string }) {
  const { t, price } = useGuestText();
  const { filter } = usePreferences();
  const { open } = useService(menu.schedule, timeZone);
  const [detail, setDetail] = useState<PublicMenuItem | null>(null);
  const items = menu.sections.flatMap((section) => section.items);
  // Courses keep their unsafe dishes in sight (greyed): "hidden" counts only the dishes really hidden.
  const counted = filter.mode === 'hide' ? menu.sections.filter((section) => !section.course) : menu.sections;
  const affected = counted.flatMap((section) => section.items).filter((item) => isAvoided(item, filter.avoid)).length;
  return (
    <>
      {open ? (
        <p className="g-service">
          <ServiceLine schedule={menu.schedule} timeZone={timeZone} />
        </p>
      ) : (
        <NotServedNow menu={menu} timeZone={timeZone} />
      )}
      {menu.fixedPrice && menu.price !== null && (
        <p className="g-fixed">{t('menu.fixedPrice', { price: price(menu.price) })}</p>
      )}
      {menu.banner && <img className="g-banner" src={menu.banner} width={1000} height={250} alt="" />}
      {items.length > 0 ? <AllergenFilterPanel affected={affected} /> : <p className="g-muted">{t('menu.empty')}</p>}
      {menu.sections.length > 1 && <SectionBar sections={menu.sections} />}
      {menu.sections.map((section) => (
        <MenuSection key={section._id} section={section} onOpen={setDetail} />
      ))}
      {detail && <DishSheet item={detail} onClose={() => setDetail(null)} />}
    </>
  );
}
