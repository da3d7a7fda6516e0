import { useTranslation } from 'react-i18next';
import { formatPrice, formatTimeRange, type Currency, type Menu } from '@carta/contracts';
import { Text } from '@carta/ui';
import { dateName, regionalLocale, weekdayName } from '../schedule-format';

/** One line saying when a menu is served, and its price if it has a fixed one. */
export function ScheduleSummary({ menu, currency }: { menu: Menu; currency: Currency }) {
  const { t, i18n } = useTranslation('owner');
  const locale = regionalLocale(i18n.language);
  const when = menu.dateRange
    ? t('menus.summary.dates', { from: dateName(menu.dateRange.from, locale), to: dateName(menu.dateRange.to, locale) })
    : menu.days.map((day) => weekdayName(day, locale, 'short')).join(', ');
  const hours = menu.unlimitedTime
    ? t('menus.summary.allDay')
    : menu.timeRanges.map(({ start, end }) => formatTimeRange(start, end, locale)).join(', ');
  const price = menu.fixedPrice && menu.price !== null ? ` · ${formatPrice(menu.price, currency, locale)}` : '';
  return (
    <Text $muted>
      {when} · {hours}
      {price}
    </Text>
  );
}
