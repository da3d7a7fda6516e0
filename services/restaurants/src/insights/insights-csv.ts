import type { InsightCount, RestaurantInsights, Translated } from '@carta/contracts';
import { csvText } from '@carta/nest-core/csv';

const shown = (count: InsightCount) => (count.few ? '< 5' : String(count.count));
const nameIn = (name: Translated | null, language: string) =>
  name ? (name[language as keyof Translated] ?? Object.values(name)[0] ?? '') : '';

/**
 * The insights as one CSV table (`section,key,name,count`): the same figures as the JSON, "< 5" for hidden counts,
 * names in the restaurant's first language; written as every CSV we export (`csvText`: formulas guarded).
 */
export function insightsCsv(insights: RestaurantInsights, language: string): string {
  const rows: string[][] = [['section', 'key', 'name', 'count']];
  for (const [key, count] of Object.entries(insights.totals)) rows.push(['total', key, '', shown(count)]);
  for (const day of insights.days) {
    rows.push(['menuViews', day.date, '', shown(day.menuViews)], ['visitors', day.date, '', shown(day.visitors)]);
  }
  for (const menu of insights.menus) rows.push(['menu', menu._id, nameIn(menu.name, language), shown(menu.count)]);
  for (const dish of insights.dishes) rows.push(['dish', dish._id, nameIn(dish.name, language), shown(dish.count)]);
  for (const { allergen, count } of insights.allergens) rows.push(['allergen', allergen, '', shown(count)]);
  for (const { language: code, count } of insights.languages) rows.push(['language', code, '', shown(count)]);
  for (const { placement, name, count } of insights.placements) {
    rows.push(['placement', placement, name ?? '', shown(count)]);
  }
  return csvText(rows);
}
