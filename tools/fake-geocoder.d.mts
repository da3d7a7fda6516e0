export const FAKE_PLACES: ReadonlyArray<{ key: string; lat: number; lng: number; name: string }>;
export function startFakeGeocoder(): Promise<{ url: string; queries: string[]; close(): Promise<void> }>;
