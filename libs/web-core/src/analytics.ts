import { API_PREFIX, INSIGHTS_ROUTES, type InsightEvent } from '@carta/contracts';

/**
 * The one way the product records what visitors do: guests' actions, counted by the restaurants service without
 * cookies or personal data (libs/contracts/src/insights.ts), so no consent is asked. `sendBeacon` queues the event
 * and returns at once: it never delays rendering, and it survives the page being closed. Without it (old browsers,
 * the server render), nothing is sent.
 */
export function recordInsight(restaurantId: string, event: InsightEvent): void {
  if (typeof navigator === 'undefined' || typeof navigator.sendBeacon !== 'function') return;
  try {
    // A string body goes as text/plain, which needs no CORS preflight; the server refuses any other type.
    navigator.sendBeacon(`${API_PREFIX}${INSIGHTS_ROUTES.events(restaurantId)}`, JSON.stringify(event));
  } catch {
    // A refused beacon (a full queue) loses one count, never the page.
  }
}
