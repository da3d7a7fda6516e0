/**
 * A guest page open on a menu hears that its restaurant changed (a dish sold out, a price, a name) without reloading:
 * `GET /api/restaurants/public/{id}/changes` is a stream of server-sent events the gateway itself serves (no service
 * is asked), one `changed` event each time the restaurant's public data changes, as the guest cache hears it (the
 * write's answer or the Redis channel). The page then reads the menu again, a conditional GET the guest cache
 * answers. Chosen over revalidating the menu by ETag every second or two: measured by bench/guest-live.mjs.
 */
export const publicChangesPath = (restaurantId: string) => `/restaurants/public/${restaurantId}/changes`;

/** The event's name; its data is the restaurant's id. */
export const PUBLIC_CHANGED_EVENT = 'changed';

/** How long a browser waits before opening the stream again after it broke (the SSE `retry` field), in ms. */
export const PUBLIC_CHANGES_RETRY_MS = 2000;
