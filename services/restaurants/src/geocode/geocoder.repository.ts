import { Inject, Injectable } from '@nestjs/common';
import type { GeocodeResult } from '@carta/contracts';

export const GEOCODER_CONFIG = Symbol('GEOCODER_CONFIG');

export interface GeocoderConfig {
  /** Base URL of a Nominatim-compatible geocoder; null: not configured. */
  url: string | null;
  /** How long one question may take before the owner is told the search is unavailable. */
  timeoutMs: number;
}

/** The geocoder could not be asked: not configured, unreachable, too slow or answering nonsense. */
export class GeocoderUnavailable extends Error {}

/** One Nominatim result, as far as we read it. */
interface NominatimPlace {
  lat?: unknown;
  lon?: unknown;
  display_name?: unknown;
}

/** The only place that talks to the geocoder (`/search?format=json&q=`, Nominatim's API). */
@Injectable()
export class GeocoderRepository {
  constructor(@Inject(GEOCODER_CONFIG) private readonly config: GeocoderConfig) {}

  get configured(): boolean {
    return this.config.url !== null;
  }

  /** The best match for `query`, null when there is none; throws GeocoderUnavailable when it cannot tell. */
  async search(query: string): Promise<GeocodeResult | null> {
    if (this.config.url === null) throw new GeocoderUnavailable('GEOCODER_URL is not set');
    const url = new URL('search', this.config.url.endsWith('/') ? this.config.url : `${this.config.url}/`);
    url.search = new URLSearchParams({ format: 'json', limit: '1', q: query }).toString();
    let places: unknown;
    try {
      const response = await fetch(url, {
        // Nominatim's usage policy asks every client to name itself.
        headers: { Accept: 'application/json', 'User-Agent': 'carta-restaurants' },
        signal: AbortSignal.timeout(this.config.timeoutMs),
      });
      if (!response.ok) throw new GeocoderUnavailable(`the geocoder answered ${response.status}`);
      places = await response.json();
    } catch (error) {
      if (error instanceof GeocoderUnavailable) throw error;
      throw new GeocoderUnavailable((error as Error).message);
    }
    if (!Array.isArray(places)) throw new GeocoderUnavailable('the geocoder answered no list');
    const first = places[0] as NominatimPlace | undefined;
    if (!first) return null;
    const lat = Number(first.lat);
    const lng = Number(first.lon);
    if (!Number.isFinite(lat) || !Number.isFinite(lng) || Math.abs(lat) > 90 || Math.abs(lng) > 180) {
      throw new GeocoderUnavailable('the geocoder answered no point');
    }
    return { lat, lng, label: typeof first.display_name === 'string' ? first.display_name : query };
  }
}
