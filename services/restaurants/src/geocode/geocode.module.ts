import { Module } from '@nestjs/common';
import { ENV } from '@carta/nest-core';
import type { RestaurantsEnv } from '../config';
import { GeocodeController } from './geocode.controller';
import { GeocodeService } from './geocode.service';
import { GEOCODER_CONFIG, GeocoderRepository, type GeocoderConfig } from './geocoder.repository';

/** Owners' maps open on their address: the geocoder is asked here, never by the browser. */
const GEOCODER_TIMEOUT_MS = 4000;

@Module({
  controllers: [GeocodeController],
  providers: [
    {
      provide: GEOCODER_CONFIG,
      inject: [ENV],
      useFactory: (env: RestaurantsEnv): GeocoderConfig => ({ url: env.GEOCODER_URL, timeoutMs: GEOCODER_TIMEOUT_MS }),
    },
    GeocoderRepository,
    GeocodeService,
  ],
})
export class GeocodeModule {}
