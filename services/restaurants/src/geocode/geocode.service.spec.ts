import { Logger } from '@nestjs/common';
import type { GeocodeResult } from '@carta/contracts';
import { AppException, type ClockRepository } from '@carta/nest-core';
import { GeocodeService } from './geocode.service';
import { GeocoderUnavailable, type GeocoderRepository } from './geocoder.repository';

const SEVILLA: GeocodeResult = { lat: 37.3891, lng: -5.9845, label: 'Sevilla' };
const DAY_MS = 24 * 60 * 60 * 1000;

function serviceWith(answer: (query: string) => Promise<GeocodeResult | null>, configured = true) {
  const asked: string[] = [];
  let now = Date.parse('2026-11-24T10:00:00Z');
  const geocoder = {
    configured,
    search: (query: string) => {
      asked.push(query);
      return answer(query);
    },
  } as unknown as GeocoderRepository;
  const clock = { now: () => new Date(now) } as ClockRepository;
  return {
    service: new GeocodeService(geocoder, clock),
    asked,
    later: (ms: number) => {
      now += ms;
    },
  };
}

const codeOf = (promise: Promise<unknown>) =>
  promise.then(
    () => 'answered',
    (error: unknown) => (error instanceof AppException ? error.code : error),
  );

describe('GeocodeService', () => {
  it('without a geocoder: says so once at start, then answers GEOCODER_NOT_CONFIGURED without asking or logging', async () => {
    const log = jest.spyOn(Logger.prototype, 'log').mockImplementation(() => undefined);
    const warn = jest.spyOn(Logger.prototype, 'warn').mockImplementation(() => undefined);
    const error = jest.spyOn(Logger.prototype, 'error').mockImplementation(() => undefined);
    try {
      const { service, asked } = serviceWith(() => Promise.resolve(SEVILLA), false);
      service.onModuleInit();
      for (let open = 0; open < 3; open++) {
        expect(await codeOf(service.search('Sevilla'))).toBe('GEOCODER_NOT_CONFIGURED');
      }
      expect(asked).toEqual([]);
      expect(log.mock.calls).toEqual([["owners' address search is off: GEOCODER_URL is not set"]]);
      expect([...warn.mock.calls, ...error.mock.calls]).toEqual([]);
    } finally {
      jest.restoreAllMocks();
    }
  });

  it('with a geocoder says nothing at start', () => {
    const log = jest.spyOn(Logger.prototype, 'log').mockImplementation(() => undefined);
    try {
      serviceWith(() => Promise.resolve(SEVILLA)).service.onModuleInit();
      expect(log).not.toHaveBeenCalled();
    } finally {
      jest.restoreAllMocks();
    }
  });

  it('keeps an answer (a miss too) for a day, then asks again', async () => {
    const { service, asked, later } = serviceWith((q) => Promise.resolve(q.includes('Sevilla') ? SEVILLA : null));
    expect(await service.search(' Sevilla ')).toEqual(SEVILLA);
    expect(await service.search('sevilla')).toEqual(SEVILLA);
    expect(await codeOf(service.search('Nowhere'))).toBe('NOT_FOUND');
    expect(await codeOf(service.search('nowhere'))).toBe('NOT_FOUND');
    expect(asked).toEqual(['Sevilla', 'Nowhere']);
    later(DAY_MS);
    await service.search('Sevilla');
    expect(asked).toEqual(['Sevilla', 'Nowhere', 'Sevilla']);
  });

  it('turns a failed geocoder into GEOCODER_UNAVAILABLE and remembers no failure', async () => {
    let down = true;
    const { service, asked } = serviceWith(() =>
      down ? Promise.reject(new GeocoderUnavailable('timeout')) : Promise.resolve(SEVILLA),
    );
    expect(await codeOf(service.search('Sevilla'))).toBe('GEOCODER_UNAVAILABLE');
    down = false;
    expect(await service.search('Sevilla')).toEqual(SEVILLA);
    expect(asked).toHaveLength(2);
  });

  it('forgets the oldest answer past 500 addresses', async () => {
    const { service, asked } = serviceWith(() => Promise.resolve(SEVILLA));
    for (let i = 0; i <= 500; i++) await service.search(`calle ${i}`);
    await service.search('calle 500');
    await service.search('calle 0');
    expect(asked).toHaveLength(502);
  });
});
