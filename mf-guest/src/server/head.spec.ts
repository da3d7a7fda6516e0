import type { Allergen, PublicMenu, PublicRestaurant, PublicSchedule } from '@carta/contracts';
import { dietsOf, pageHead } from './head';
import { escapeHtml, jsonInScript } from './html';

/** Served every day, all day. */
const ALWAYS = {
  unlimitedTime: true,
  timeRanges: [],
  dateRange: null,
  days: ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'],
} satisfies PublicSchedule;

const RID = '0b6f3c2e-8d1a-4f4e-9a53-1c2d3e4f5a6b';
const MID = '7a8b9c0d-1e2f-4a3b-8c4d-5e6f7a8b9c0d';
const EVIL = '</script><script>alert(1)</script>';

const menu: PublicMenu = {
  _id: MID,
  name: { es: 'La carta', gb: 'À la carte' },
  banner: null,
  fixedPrice: false,
  price: null,
  availability: { state: 'available' },
  schedule: ALWAYS,
  sections: [
    {
      _id: 's1',
      name: { es: 'Tapas', gb: 'Tapas' },
      course: null,
      banner: '/api/restaurants/images/banner.webp',
      items: [
        {
          _id: 'i1',
          name: { es: 'Croquetas', gb: 'Croquettes' },
          description: { es: 'De jamón' },
          image: {
            thumb: '/api/restaurants/images/t.webp',
            full: '/api/restaurants/images/f.webp',
            width: 1,
            height: 1,
          },
          allergens: ['gluten', 'dairyProducts'],
          traces: [],
          allergensConfirmed: true,
          diets: [],
          spiciness: 0,
          soldOut: false,
          price: '7.50',
          sizes: [],
          supplement: null,
        },
        {
          _id: 'i2',
          name: { es: 'Pimientos' },
          description: {},
          image: null,
          allergens: [],
          traces: [],
          allergensConfirmed: true,
          diets: [],
          spiciness: 0,
          soldOut: false,
          price: '5.00',
          sizes: [],
          supplement: null,
        },
        {
          _id: 'i3',
          name: { es: EVIL },
          description: { es: '<!-- x' },
          image: null,
          allergens: ['fish'],
          traces: [],
          allergensConfirmed: true,
          diets: [],
          spiciness: 0,
          soldOut: false,
          price: '9.95',
          sizes: [],
          supplement: null,
        },
      ],
    },
    { _id: 's2', name: { es: 'Postres' }, course: null, banner: null, items: [] },
  ],
};

const restaurant: PublicRestaurant = {
  _id: RID,
  name: 'Casa "Pepe" & <Hijos>',
  address: 'Calle Mayor 1',
  postalCode: '28013',
  city: 'Madrid',
  phone: '+34 910 000 000',
  web: 'https://casapepe.es',
  languages: ['es', 'gb', 'jp'],
  currency: 'EUR',
  brandColor: '#aa3300',
  timeZone: 'Europe/Madrid',
  socialLinks: { instagram: 'https://instagram.com/casapepe', facebook: 'javascript:alert(1)' },
  mapInfo: { lat: 40.4, lng: -3.7, enabled: true },
  closedDates: [],
  logo: '/api/restaurants/images/logo.webp',
  cover: '/api/restaurants/images/cover.webp',
  subDomain: null,
  publicChangedAt: '2026-03-01T10:00:00.000Z',
  menus: [
    {
      _id: MID,
      name: menu.name,
      banner: null,
      fixedPrice: false,
      price: null,
      availability: { state: 'available' },
      schedule: ALWAYS,
    },
    {
      _id: 'm2',
      name: { es: 'Menú del día' },
      banner: null,
      fixedPrice: true,
      price: '14.90',
      availability: { state: 'available' },
      schedule: ALWAYS,
    },
  ],
};

const MENU_URL = new URL(`https://carta.example.com/app/guest/restaurant/${RID}/menu/${MID}?utm_source=qr&lang=gb`);
const LANDING_URL = new URL(`https://carta.example.com/app/guest/restaurant/${RID}`);

function unescape(text: string): string {
  return text
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&');
}

/** The `content` of every meta tag with this name or property. */
function metas(tags: string, key: string): string[] {
  const pattern = new RegExp(`<meta (?:name|property)="${key.replace(/[.:]/g, '\\$&')}" content="([^"]*)">`, 'g');
  return [...tags.matchAll(pattern)].map((match) => unescape(match[1]));
}

function links(tags: string, rel: string): { hreflang?: string; href: string }[] {
  const pattern = new RegExp(`<link rel="${rel}"(?: hreflang="([^"]*)")? href="([^"]*)">`, 'g');
  return [...tags.matchAll(pattern)].map((match) => ({
    ...(match[1] !== undefined && { hreflang: match[1] }),
    href: unescape(match[2]),
  }));
}

type Node = Record<string, unknown>;

function jsonLd(tags: string): Node {
  const scripts = [...tags.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)];
  expect(scripts).toHaveLength(1);
  return JSON.parse(scripts[0][1]) as Node;
}

const headOf = (page: Partial<Parameters<typeof pageHead>[0]> = {}) =>
  pageHead({ restaurant, menu, language: 'gb', url: MENU_URL, ...page });

describe('pageHead', () => {
  it('writes <html lang> as BCP 47 (gb, jp, cn are en, ja, zh), and a language the restaurant lacks as its first', () => {
    expect(headOf({ language: 'gb' }).htmlLang).toBe('en');
    expect(headOf({ language: 'jp' }).htmlLang).toBe('ja');
    expect(headOf({ restaurant: { ...restaurant, languages: ['cn', 'es'] }, language: 'cn' }).htmlLang).toBe('zh');
    expect(headOf({ language: 'fr' }).htmlLang).toBe('es');
    expect(headOf({ language: '"><script>' }).htmlLang).toBe('es');
  });

  it('titles and describes the menu in its language, escaped', () => {
    const { tags } = headOf();
    expect(tags).toContain('<title>À la carte · Casa &quot;Pepe&quot; &amp; &lt;Hijos&gt; · CARTA ONLINE</title>');
    // Untranslated section names fall back to the first language.
    expect(metas(tags, 'description')).toEqual([`À la carte at Casa "Pepe" & <Hijos>, Madrid: Tapas, Postres.`]);
    const spanish = headOf({ language: 'es' }).tags;
    expect(metas(spanish, 'description')).toEqual([`La carta de Casa "Pepe" & <Hijos>, Madrid: Tapas, Postres.`]);
    expect(metas(headOf({ menu: undefined, url: LANDING_URL }).tags, 'description')).toEqual([
      'Casa "Pepe" & <Hijos>, Madrid: our menus, with prices and allergens.',
    ]);
  });

  it('keeps a long description within what search engines show', () => {
    const many = {
      ...menu,
      sections: Array.from({ length: 40 }, (_, i) => ({ ...menu.sections[1], name: { es: `Sección ${i}` } })),
    };
    const [description] = metas(headOf({ menu: many }).tags, 'description');
    expect(description.length).toBeLessThanOrEqual(160);
    expect(description.endsWith('…')).toBe(true);
  });

  it('is canonical at the page address in its language, without tracking parameters', () => {
    const { tags } = headOf();
    const canonical = `https://carta.example.com/app/guest/restaurant/${RID}/menu/${MID}?lang=gb`;
    expect(links(tags, 'canonical')).toEqual([{ href: canonical }]);
    expect(metas(tags, 'og:url')).toEqual([canonical]);
  });

  it('is canonical at the accepted subdomain when the restaurant has one', () => {
    const { tags } = headOf({ restaurant: { ...restaurant, subDomain: 'casapepe' } });
    expect(links(tags, 'canonical')).toEqual([
      { href: `https://casapepe.carta.example.com/app/guest/restaurant/${RID}/menu/${MID}?lang=gb` },
    ]);
    expect(links(tags, 'alternate').every(({ href }) => href.startsWith('https://casapepe.carta.example.com/'))).toBe(
      true,
    );
  });

  it('names an alternate per menu language, and the page that chooses as x-default', () => {
    const base = `https://carta.example.com/app/guest/restaurant/${RID}/menu/${MID}`;
    expect(links(headOf().tags, 'alternate')).toEqual([
      { hreflang: 'es', href: `${base}?lang=es` },
      { hreflang: 'en', href: `${base}?lang=gb` },
      { hreflang: 'ja', href: `${base}?lang=jp` },
      { hreflang: 'x-default', href: base },
    ]);
    const landing = links(headOf({ menu: undefined, url: LANDING_URL, language: 'es' }).tags, 'alternate');
    expect(landing.map(({ href }) => href)).toContain(`https://carta.example.com/app/guest/restaurant/${RID}?lang=jp`);
    const menusScreen = new URL(`https://carta.example.com/app/guest/restaurant/${RID}/menus/`);
    expect(links(headOf({ menu: undefined, url: menusScreen }).tags, 'canonical')).toEqual([
      { href: `https://carta.example.com/app/guest/restaurant/${RID}/menus?lang=gb` },
    ]);
  });

  it('gives link previews the cover photo at an absolute address, and a plain card without one', () => {
    const { tags } = headOf();
    expect(metas(tags, 'og:image')).toEqual(['https://carta.example.com/api/restaurants/images/cover.webp']);
    expect(metas(tags, 'og:image:width')).toEqual(['1200']);
    expect(metas(tags, 'twitter:card')).toEqual(['summary_large_image']);
    expect(metas(tags, 'twitter:image')).toEqual(['https://carta.example.com/api/restaurants/images/cover.webp']);
    expect(metas(tags, 'og:title')).toEqual(['À la carte · Casa "Pepe" & <Hijos>']);
    // OpenGraph names a locale: English cartas format as en-GB.
    expect(metas(tags, 'og:locale')).toEqual(['en_GB']);
    expect(metas(tags, 'og:locale:alternate')).toEqual(['es', 'ja']);

    const bare = headOf({ restaurant: { ...restaurant, cover: null } }).tags;
    expect(metas(bare, 'og:image')).toEqual([]);
    expect(metas(bare, 'twitter:image')).toEqual([]);
    expect(metas(bare, 'twitter:card')).toEqual(['summary']);
  });

  it('describes the restaurant and the whole menu in schema.org JSON-LD: sections, dishes, prices, diets', () => {
    const data = jsonLd(headOf().tags);
    expect(data).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Restaurant',
      name: 'Casa "Pepe" & <Hijos>',
      url: `https://carta.example.com/app/guest/restaurant/${RID}?lang=gb`,
      telephone: '+34 910 000 000',
      image: [
        'https://carta.example.com/api/restaurants/images/cover.webp',
        'https://carta.example.com/api/restaurants/images/logo.webp',
      ],
      address: {
        '@type': 'PostalAddress',
        streetAddress: 'Calle Mayor 1',
        postalCode: '28013',
        addressLocality: 'Madrid',
      },
      geo: { '@type': 'GeoCoordinates', latitude: 40.4, longitude: -3.7 },
      // Only real web addresses: the javascript: link is dropped.
      sameAs: ['https://casapepe.es/', 'https://instagram.com/casapepe'],
    });
    const hasMenu = data.hasMenu as Node;
    expect(hasMenu).toMatchObject({
      '@type': 'Menu',
      name: 'À la carte',
      inLanguage: 'en',
      url: MENU_URL.origin + MENU_URL.pathname + '?lang=gb',
    });
    const [tapas, postres] = hasMenu.hasMenuSection as Node[];
    expect(tapas).toMatchObject({
      '@type': 'MenuSection',
      name: 'Tapas',
      image: 'https://carta.example.com/api/restaurants/images/banner.webp',
    });
    expect(postres).toEqual({ '@type': 'MenuSection', name: 'Postres' });
    expect(tapas.hasMenuItem).toEqual([
      {
        '@type': 'MenuItem',
        name: 'Croquettes',
        description: 'De jamón',
        image: 'https://carta.example.com/api/restaurants/images/f.webp',
        offers: { '@type': 'Offer', price: '7.50', priceCurrency: 'EUR' },
      },
      { '@type': 'MenuItem', name: 'Pimientos', offers: { '@type': 'Offer', price: '5.00', priceCurrency: 'EUR' } },
      {
        '@type': 'MenuItem',
        name: EVIL,
        description: '<!-- x',
        offers: { '@type': 'Offer', price: '9.95', priceCurrency: 'EUR' },
        suitableForDiet: ['https://schema.org/GlutenFreeDiet'],
      },
    ]);
  });

  it('keeps a hostile dish name data: the script block cannot be closed from inside', () => {
    const { tags } = headOf();
    expect(tags.match(/<script/gi)).toHaveLength(1);
    expect(tags.match(/<\/script/gi)).toHaveLength(1);
    expect(tags).not.toContain('<!--');
    expect(tags).toContain('\\u003c/script\\u003e\\u003cscript\\u003ealert(1)\\u003c/script\\u003e');
    // And in the title and description too, on a menu named like it.
    const named = headOf({ menu: { ...menu, name: { es: EVIL, gb: EVIL } } }).tags;
    expect(named.match(/<script/gi)).toHaveLength(1);
    expect(named).toContain('<title>&lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt; · Casa');
  });

  it("shows a fixed-price menu's price on the menu, and no dish price it hides", () => {
    const fixed: PublicMenu = {
      ...menu,
      fixedPrice: true,
      price: '14.90',
      sections: [{ ...menu.sections[0], items: menu.sections[0].items.map((item) => ({ ...item, price: null })) }],
    };
    const hasMenu = jsonLd(headOf({ menu: fixed }).tags).hasMenu as Node;
    expect(hasMenu.offers).toEqual({ '@type': 'Offer', price: '14.90', priceCurrency: 'EUR' });
    const [section] = hasMenu.hasMenuSection as Node[];
    for (const item of section.hasMenuItem as Node[]) expect(item.offers).toBeUndefined();
  });

  it('gives a dish with sizes one named offer per size', () => {
    const sizes = [
      { name: { es: 'Tapa', gb: 'Tapa' }, price: '3.50' },
      { name: { es: 'Ración', gb: 'Portion' }, price: '12.00' },
    ];
    const withSizes = {
      ...menu,
      sections: [{ ...menu.sections[0], items: [{ ...menu.sections[0].items[1], sizes }] }],
    };
    const hasMenu = jsonLd(headOf({ menu: withSizes }).tags).hasMenu as Node;
    const [section] = hasMenu.hasMenuSection as Node[];
    expect((section.hasMenuItem as Node[])[0].offers).toEqual([
      { '@type': 'Offer', name: 'Tapa', price: '3.50', priceCurrency: 'EUR' },
      { '@type': 'Offer', name: 'Portion', price: '12.00', priceCurrency: 'EUR' },
    ]);
  });

  it("lists the restaurant's menus with their addresses on its landing page", () => {
    const data = jsonLd(headOf({ menu: undefined, url: LANDING_URL, language: 'es' }).tags);
    expect(data.hasMenu).toEqual([
      {
        '@type': 'Menu',
        name: 'La carta',
        url: `https://carta.example.com/app/guest/restaurant/${RID}/menu/${MID}?lang=es`,
      },
      {
        '@type': 'Menu',
        name: 'Menú del día',
        url: `https://carta.example.com/app/guest/restaurant/${RID}/menu/m2?lang=es`,
        offers: { '@type': 'Offer', price: '14.90', priceCurrency: 'EUR' },
      },
    ]);
  });

  it('writes the closed days as special opening hours from midnight to midnight', () => {
    const closedDates = [{ from: '2026-12-25', to: '2026-12-25' }];
    const data = jsonLd(headOf({ restaurant: { ...restaurant, closedDates }, menu: undefined, url: LANDING_URL }).tags);
    expect(data.specialOpeningHoursSpecification).toEqual([
      {
        '@type': 'OpeningHoursSpecification',
        opens: '00:00',
        closes: '00:00',
        validFrom: '2026-12-25',
        validThrough: '2026-12-25',
      },
    ]);
  });

  it('leaves out what the restaurant has not filled in', () => {
    const bare: PublicRestaurant = {
      ...restaurant,
      address: '',
      postalCode: '',
      city: '',
      phone: '',
      web: '',
      socialLinks: {},
      logo: null,
      cover: null,
      mapInfo: { lat: 0, lng: 0, enabled: false },
    };
    const data = jsonLd(headOf({ restaurant: bare, menu: undefined, url: LANDING_URL }).tags);
    for (const key of ['address', 'telephone', 'image', 'logo', 'geo', 'sameAs', 'specialOpeningHoursSpecification'])
      expect(data[key]).toBeUndefined();
    expect(metas(headOf({ restaurant: bare }).tags, 'description')[0]).toBe(
      'À la carte at Casa "Pepe" & <Hijos>: Tapas, Postres.',
    );
  });
  it('gives no geo for "how to arrive" at 0,0: no point was chosen', () => {
    const unplaced: PublicRestaurant = { ...restaurant, mapInfo: { lat: 0, lng: 0, enabled: true } };
    expect(jsonLd(headOf({ restaurant: unplaced, menu: undefined, url: LANDING_URL }).tags).geo).toBeUndefined();
  });
});

describe('what a dish suits', () => {
  it('is gluten-free only when its allergens were declared and gluten is not one of them', () => {
    const dish = { allergens: ['egg'] as Allergen[], traces: [] as Allergen[], allergensConfirmed: true, diets: [] };
    expect(dietsOf(dish)).toEqual(['https://schema.org/GlutenFreeDiet']);
    expect(dietsOf({ ...dish, allergens: ['gluten', 'egg'] })).toEqual([]);
    expect(dietsOf({ ...dish, allergens: [] })).toEqual([]);
    // Traces of gluten, or allergens not confirmed: nothing said about gluten.
    expect(dietsOf({ ...dish, traces: ['gluten'] })).toEqual([]);
    expect(dietsOf({ ...dish, allergensConfirmed: false })).toEqual([]);
    expect(dietsOf({ ...dish, diets: ['vegan', 'alcohol'] })).toEqual([
      'https://schema.org/VeganDiet',
      'https://schema.org/GlutenFreeDiet',
    ]);
  });
});

describe('escaping', () => {
  it('escapes markup characters for HTML text and attributes', () => {
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;');
  });

  it('writes JSON that reads back the same and holds no <, >, & or line separators', () => {
    const value = { name: '</script><!-- & \u2028' };
    const json = jsonInScript(value);
    expect(json).not.toMatch(/[<>&\u2028\u2029]/);
    expect(JSON.parse(json)).toEqual(value);
  });
});
