import { MAX_LENGTH } from './limits';
import { takesProfileName, webAddress } from './links';

describe('webAddress: what owners type, stored whole', () => {
  it.each([
    ['lacocinadelucia.es', 'https://lacocinadelucia.es'],
    ['  www.lacocinadelucia.es/carta  ', 'https://www.lacocinadelucia.es/carta'],
    ['casapepe.es:8080/menu', 'https://casapepe.es:8080/menu'],
    ['http://casapepe.es', 'http://casapepe.es'],
    ['HTTPS://CasaPepe.es', 'HTTPS://CasaPepe.es'],
    ['cocina-lucía.es', 'https://cocina-lucía.es'],
    ['', ''],
    ['   ', ''],
  ])('a web address: %j is %j', (typed, stored) => {
    expect(webAddress(typed)).toBe(stored);
  });

  it.each([
    ['instagram', '@lacocinadelucia', 'https://www.instagram.com/lacocinadelucia'],
    ['instagram', 'lacocina.delucia', 'https://www.instagram.com/lacocina.delucia'],
    ['instagram', 'instagram.com/lacocinadelucia', 'https://instagram.com/lacocinadelucia'],
    ['facebook', '@lacocinadelucia', 'https://www.facebook.com/lacocinadelucia'],
    ['facebook', 'facebook.com/lacocinadelucia', 'https://facebook.com/lacocinadelucia'],
    ['twitter', '@lacocina_lucia', 'https://x.com/lacocina_lucia'],
    ['tiktok', '@lacocinadelucia', 'https://www.tiktok.com/@lacocinadelucia'],
    ['youtube', 'LaCocinaDeLucia', 'https://www.youtube.com/@LaCocinaDeLucia'],
    ['tripadvisor', 'tripadvisor.es/Restaurant_Review-g1', 'https://tripadvisor.es/Restaurant_Review-g1'],
    ['web', 'lacocinadelucia.es', 'https://lacocinadelucia.es'],
  ] as const)('in its %s field, %j is %j', (network, typed, stored) => {
    expect(webAddress(typed, network)).toBe(stored);
  });

  it.each([
    ['lacocinadelucia', undefined],
    ['la cocina de lucía', undefined],
    ['javascript:alert(1)', undefined],
    ['mailto:lucia@example.com', undefined],
    ['ftp://lacocinadelucia.es', undefined],
    ['https://lacocinadelucia', undefined],
    ['https://user:pass@lacocinadelucia.es', undefined],
    ['@lacocinadelucia', 'tripadvisor'],
    ['@lacocinadelucia', 'web'],
    ['la cocina de lucía', 'youtube'],
    ['@', 'instagram'],
  ] as const)('%j is no address (field: %s)', (typed, network) => {
    expect(webAddress(typed, network)).toBeNull();
  });

  it('refuses an address over the limit', () => {
    expect(webAddress(`lacocinadelucia.es/${'a'.repeat(MAX_LENGTH.url - 27)}`)).toHaveLength(MAX_LENGTH.url);
    expect(webAddress(`lacocinadelucia.es/${'a'.repeat(MAX_LENGTH.url - 26)}`)).toBeNull();
  });

  it('knows which networks take a profile name', () => {
    expect(takesProfileName('instagram')).toBe(true);
    expect(takesProfileName('tripadvisor')).toBe(false);
    expect(takesProfileName('web')).toBe(false);
  });
});
