import { INSIGHTS_ROUTES, type RestaurantInsights } from '@carta/contracts';
import { http } from '@carta/web-core';

export interface InsightsRange {
  from: string;
  to: string;
}

export async function getInsights(restaurantId: string, range: InsightsRange): Promise<RestaurantInsights> {
  const { data } = await http.get<RestaurantInsights>(INSIGHTS_ROUTES.insights(restaurantId), { params: range });
  return data;
}

/** The same figures as CSV, as the file the owner saves. */
export async function getInsightsCsv(restaurantId: string, range: InsightsRange): Promise<Blob> {
  const { data } = await http.get<Blob>(INSIGHTS_ROUTES.insights(restaurantId), {
    params: { ...range, format: 'csv' },
    responseType: 'blob',
    showLoading: true,
  });
  return data;
}
