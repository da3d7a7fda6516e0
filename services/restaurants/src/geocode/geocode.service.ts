import { Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import type { GeocodeResult } from '@carta/contracts';
import { AppException, ClockRepository } from '@carta/nest-core';
import { GeocoderRepository, GeocoderUnavailable } from './geocoder.repository';

/** Answers kept, so reopening a restaurant's map does not ask again (public geocoders allow ~1 call a second). */
const CACHE_SIZE = 500;
const CACHE_MS = 24 * 60 * 60 * 1000;

/** An address's point for the owner's map: each address asked at most once a day; failures are never kept. */
@Injectable()
export class GeocodeService implements OnModuleInit {
  private readonly logger = new Logger(GeocodeService.name);
  private readonly cache = new Map<string, { result: GeocodeResult | null; until: number }>();

  constructor(
    private readonly geocoder: GeocoderRepository,
    private readonly clock: ClockRepository,
  ) {}

  /** No geocoder is how this installation is set up, said once at start; each map opened then gets a plain 404. */
  onModuleInit(): void {
    if (!this.geocoder.configured) this.logger.log("owners' address search is off: GEOCODER_URL is not set");
  }

  async search(query: string): Promise<GeocodeResult> {
    if (!this.geocoder.configured) throw new AppException('GEOCODER_NOT_CONFIGURED');
    const normalised = query.trim().replace(/\s+/g, ' ');
    const key = normalised.toLowerCase();
    const now = this.clock.now().getTime();
    const cached = this.cache.get(key);
    let result: GeocodeResult | null;
    if (cached && cached.until > now) {
      result = cached.result;
    } else {
      try {
        result = await this.geocoder.search(normalised);
      } catch (error) {
        if (!(error instanceof GeocoderUnavailable)) throw error;
        this.logger.warn(`geocoder unavailable: ${error.message}`);
        throw new AppException('GEOCODER_UNAVAILABLE');
      }
      this.remember(key, result, now);
    }
    if (!result) throw new AppException('NOT_FOUND');
    return result;
  }

  private remember(key: string, result: GeocodeResult | null, now: number): void {
    this.cache.delete(key);
    // A Map iterates in insertion order: the first key is the oldest answer.
    if (this.cache.size >= CACHE_SIZE) this.cache.delete(this.cache.keys().next().value as string);
    this.cache.set(key, { result, until: now + CACHE_MS });
  }
}
