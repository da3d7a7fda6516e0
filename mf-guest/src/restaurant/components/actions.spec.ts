import type { PublicRestaurant } from '@carta/contracts';
import { mapsSearchUrl } from './actions';

const restaurant = {
  name: 'Casa Pepe',
  address: 'Calle Mayor 1',
  postalCode: '28013',
  city: 'Madrid',
  mapInfo: { lat: 40.4168, lng: -3.7038, enabled: true },
} as PublicRestaurant;

const query = (url: string) => new URL(url).searchParams.get('query');

describe('the directions link', () => {
  it("goes to the owner's point when one is shown", () => {
    expect(query(mapsSearchUrl(restaurant))).toBe('40.4168,-3.7038');
  });

  it('never goes to 0,0 (no point chosen), nor to a hidden point: the name and address instead', () => {
    for (const mapInfo of [
      { lat: 0, lng: 0, enabled: true },
      { lat: 40.4168, lng: -3.7038, enabled: false },
    ]) {
      expect(query(mapsSearchUrl({ ...restaurant, mapInfo }))).toBe('Casa Pepe, Calle Mayor 1, 28013 Madrid');
    }
  });
});
