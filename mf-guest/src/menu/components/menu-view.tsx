import { useId, useState } from 'react';
import {
  PRODUCT_PHOTO_ASPECT,
  type DateSpan,
  type PublicMenu,
  type PublicMenuItem,
  type PublicSection,
  type RestaurantLanguage,
} from '@carta/contracts';
import { isFiltering, isShown, judge, tally } from '../allergens';
import { useGuestText, usePreferences } from '../../common/guest-context';
import { Icon } from '../../common/icons';
import { recordInsight } from '../../common/insights';
import { DishName, Localized } from '../../common/localized';
import { ServiceLine, useService } from '../../common/service';
import { AllergenFilterPanel } from './allergen-filter';
import { AllergenList } from './allergen-list';
import { CourseRuleLine, CourseVerdictLine, SupplementLine } from './course';
import { DishSheet } from './dish-sheet';
import { DishTags } from './dish-tags';
import { SectionBar, sectionAnchor } from './section-bar';
import { WaiterCard } from './waiter-card';
import { SizesLine } from './sizes-line';

/** Thumbnails are 160 px wide (2× their box), all in the product photo's shape: the box is reserved before load. */
const THUMB_WIDTH = 160;
const THUMB_HEIGHT = Math.round(THUMB_WIDTH / PRODUCT_PHOTO_ASPECT);

/**
 * The dish that ends a menu's first screen (two columns of four on a wide screen, more than a phone shows) carries
 * this id: the page holds its first paint until it is parsed (server/render.tsx), so a guest's first sight of the menu
 * is a whole screen of dishes, not a header that fills in frame by frame.
 */
export const FIRST_SCREEN_ID = 'g-first-screen';
const FIRST_SCREEN_DISHES = 8;

/** What a dish in the list can do: open its sheet, be marked for the waiter. */
interface ItemActions {
  /** The dish that ends the first screen. */
  firstScreenEnd: string | undefined;
  onOpen: (item: PublicMenuItem) => void;
  marked: readonly string[];
  onMark: (item: PublicMenuItem) => void;
}

/** Why a dish does not suit the guest, said in words (never only by its dimmed look). */
function Warnings({ item }: { item: PublicMenuItem }) {
  const { t } = useGuestText();
  const { filter } = usePreferences();
  if (!isFiltering(filter)) return null;
  const verdict = judge(item, filter);
  return (
    <>
      {verdict.contains.length > 0 && <p className="g-warning">{t('filter.contains')}</p>}
      {!verdict.contains.length && verdict.traces.length > 0 && <p className="g-warning">{t('filter.tracesOf')}</p>}
      {verdict.diets.length > 0 && <p className="g-warning">{t('filter.notDiet')}</p>}
    </>
  );
}

/** A dish in the list: its name opens the detail sheet; the whole card is the target on a phone. */
function MenuItem({ item, actions }: { item: PublicMenuItem; actions: ItemActions }) {
  const { t, price } = useGuestText();
  const { filter } = usePreferences();
  const dim = item.soldOut || (isFiltering(filter) && judge(item, filter).unsuitable);
  const described = Object.values(item.description).some(Boolean);
  return (
    <li
      id={item._id === actions.firstScreenEnd ? FIRST_SCREEN_ID : undefined}
      className={dim ? 'g-card g-item g-dim' : 'g-card g-item'}
    >
      <div className="g-item-body">
        <div className="g-item-head">
          <h3>
            <button type="button" className="g-item-open" onClick={() => actions.onOpen(item)}>
              <DishName item={item} />
            </button>
          </h3>
          {item.price !== null && item.sizes.length === 0 && <span className="g-price">{price(item.price)}</span>}
        </div>
        {item.sizes.length > 0 && <SizesLine sizes={item.sizes} />}
        {item.supplement !== null && <SupplementLine supplement={item.supplement} />}
        {item.soldOut && <p className="g-soldout">{t('menu.soldOut')}</p>}
        {described && (
          <p className="g-desc g-muted">
            <Localized value={item.description} marked={false} />
          </p>
        )}
        <DishTags item={item} />
        <AllergenList item={item} />
        <Warnings item={item} />
        <button
          type="button"
          className="g-mark"
          aria-pressed={actions.marked.includes(item._id)}
          onClick={() => actions.onMark(item)}
        >
          {t('waiter.mark')}
        </button>
      </div>
      {item.image && (
        <img
          className="g-thumb"
          src={item.image.thumb}
          width={THUMB_WIDTH}
          height={THUMB_HEIGHT}
          loading="lazy"
          decoding="async"
          // The dishes' words are what a guest reads first; on a slow link their photos come after the page's own files.
          fetchPriority="low"
          alt=""
        />
      )}
    </li>
  );
}

function MenuSection({ section, actions }: { section: PublicSection; actions: ItemActions }) {
  const { t } = useGuestText();
  const { filter } = usePreferences();
  const headingId = useId();
  // A course's unsuitable choices stay, greyed: the guest sees what the course offers and what is left to choose.
  const shown = section.course ? section.items : section.items.filter((item) => isShown(item, filter));
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
            <MenuItem key={item._id} item={item} actions={actions} />
          ))}
        </ul>
      ) : (
        section.items.length > 0 && <p className="g-muted">{t('filter.allHidden')}</p>
      )}
    </section>
  );
}

/** The menu, the zone its hours are in, and the restaurant's closed days. */
interface MenuViewProps {
  menu: PublicMenu;
  timeZone: string;
  closed: readonly DateSpan[];
}

/** Said at the top of a menu that is not served now, so it never looks open. */
function NotServedNow({ menu, timeZone, closed }: MenuViewProps) {
  const { t } = useGuestText();
  const { when, status } = useService(menu.schedule, timeZone, closed);
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
 * a dish opens in a detail sheet; the dishes marked, with the guest's allergies, make the card for the waiter, written
 * in `staffLanguage` (the restaurant's first).
 */
export function MenuView({
  restaurantId,
  menu,
  timeZone,
  closed,
  staffLanguage,
}: MenuViewProps & { restaurantId: string; staffLanguage: RestaurantLanguage }) {
  const { t, price } = useGuestText();
  const { filter } = usePreferences();
  const { open } = useService(menu.schedule, timeZone, closed);
  const [detail, setDetail] = useState<PublicMenuItem | null>(null);
  const [marked, setMarked] = useState<string[]>([]);
  const [showWaiter, setShowWaiter] = useState(false);
  const items = menu.sections.flatMap((section) => section.items);
  const openDish = (item: PublicMenuItem) => {
    setDetail(item);
    recordInsight(restaurantId, { kind: 'dishOpen', item: item._id });
  };
  const actions: ItemActions = {
    firstScreenEnd: items[Math.min(items.length, FIRST_SCREEN_DISHES) - 1]?._id,
    onOpen: openDish,
    marked,
    onMark: (item) =>
      setMarked((ids) => (ids.includes(item._id) ? ids.filter((id) => id !== item._id) : [...ids, item._id])),
  };
  const markedDishes = items.filter((item) => marked.includes(item._id));
  // Courses keep their unsuitable dishes in sight (greyed): "hidden" counts only the dishes really hidden.
  const all = tally(items, filter);
  const inCourses = tally(
    menu.sections.filter((section) => section.course).flatMap((section) => section.items),
    filter,
  );
  const count = { ...all, shown: all.shown + inCourses.hidden, hidden: all.hidden - inCourses.hidden };
  return (
    <>
      {open ? (
        <p className="g-service">
          <ServiceLine schedule={menu.schedule} timeZone={timeZone} closed={closed} />
        </p>
      ) : (
        <NotServedNow menu={menu} timeZone={timeZone} closed={closed} />
      )}
      {menu.fixedPrice && menu.price !== null && (
        <p className="g-fixed">{t('menu.fixedPrice', { price: price(menu.price) })}</p>
      )}
      {menu.banner && <img className="g-banner" src={menu.banner} width={1000} height={250} alt="" />}
      {items.length > 0 ? (
        <AllergenFilterPanel restaurantId={restaurantId} count={count} />
      ) : (
        <p className="g-muted">{t('menu.empty')}</p>
      )}
      {menu.sections.length > 1 && <SectionBar sections={menu.sections} />}
      {menu.sections.map((section) => (
        <MenuSection key={section._id} section={section} actions={actions} />
      ))}
      {(markedDishes.length > 0 || filter.avoid.length > 0) && (
        <div className="g-waiter-open">
          <button type="button" className="g-button g-primary" onClick={() => setShowWaiter(true)}>
            {markedDishes.length ? t('waiter.open', { count: markedDishes.length }) : t('waiter.title')}
          </button>
        </div>
      )}
      {detail && (
        <DishSheet item={items.find((item) => item._id === detail._id) ?? detail} onClose={() => setDetail(null)} />
      )}
      {showWaiter && <WaiterCard dishes={markedDishes} language={staffLanguage} onClose={() => setShowWaiter(false)} />}
    </>
  );
}
