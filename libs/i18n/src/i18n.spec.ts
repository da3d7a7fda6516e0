import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ERROR_CODES } from '@carta/contracts';
import { GUEST_LOCALES } from './guest';
import { LOCALES, NAMESPACES } from './locales';

type Bundle = { [key: string]: string | Bundle };

const localesDir = join(__dirname, 'locales');

function readBundle(locale: string, namespace: string): Bundle {
  return JSON.parse(readFileSync(join(localesDir, locale, `${namespace}.json`), 'utf8')) as Bundle;
}

/** Every leaf key as a dotted path, with the interpolation variables its text uses. */
function leaves(bundle: Bundle, prefix = ''): Map<string, string[]> {
  const out = new Map<string, string[]>();
  for (const [key, value] of Object.entries(bundle)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') {
      out.set(path, [...value.matchAll(/{{\s*(\w+)\s*}}/g)].map((match) => match[1]).sort());
    } else {
      for (const [childPath, vars] of leaves(value, path)) out.set(childPath, vars);
    }
  }
  return out;
}

describe('translations', () => {
  it('has exactly the declared namespaces in every language', () => {
    for (const locale of LOCALES) {
      const files = readdirSync(join(localesDir, locale)).map((file) => file.replace(/\.json$/, ''));
      expect(files.sort()).toEqual([...NAMESPACES].sort());
    }
  });

  it.each(NAMESPACES)('namespace %s has the same keys and variables in es and en', (namespace) => {
    const [first, ...others] = LOCALES.map((locale) => ({ locale, keys: leaves(readBundle(locale, namespace)) }));
    for (const other of others) {
      const missingInOther = [...first.keys.keys()].filter((key) => !other.keys.has(key));
      const missingInFirst = [...other.keys.keys()].filter((key) => !first.keys.has(key));
      expect({
        [`missing in ${other.locale}`]: missingInOther,
        [`missing in ${first.locale}`]: missingInFirst,
      }).toEqual({
        [`missing in ${other.locale}`]: [],
        [`missing in ${first.locale}`]: [],
      });
      for (const [key, vars] of first.keys) {
        expect({ key, vars: other.keys.get(key) }).toEqual({ key, vars });
      }
    }
  });

  it("has every guest text in every guest language, with the same variables and each language's plural forms", () => {
    const base = (key: string) => key.replace(/_(zero|one|two|few|many|other)$/, '');
    const english = leaves(readBundle('en', 'guest'));
    const wanted = new Map([...english].map(([key, vars]) => [base(key), vars]));
    for (const locale of GUEST_LOCALES) {
      const texts = leaves(readBundle(locale, 'guest'));
      expect({ locale, keys: [...new Set([...texts.keys()].map(base))].sort() }).toEqual({
        locale,
        keys: [...wanted.keys()].sort(),
      });
      for (const [key, vars] of texts)
        expect({ locale, key, vars }).toEqual({ locale, key, vars: wanted.get(base(key)) });
      // The forms a count a guest meets (up to a few hundred dishes) can take; Intl's 'many' of es/fr is for millions.
      const rules = new Intl.PluralRules(locale);
      const plurals = new Set(Array.from({ length: 300 }, (_, count) => rules.select(count)));
      for (const key of [...english.keys()].filter((k) => k.endsWith('_other')).map(base)) {
        for (const form of plurals) {
          expect({ locale, key: `${key}_${form}`, present: texts.has(`${key}_${form}`) }).toEqual({
            locale,
            key: `${key}_${form}`,
            present: true,
          });
        }
      }
    }
  });

  it('has no empty text', () => {
    for (const locale of LOCALES) {
      for (const namespace of NAMESPACES) {
        const empty = [...leaves(readBundle(locale, namespace)).keys()].filter((key) => {
          const value = key
            .split('.')
            .reduce<Bundle | string>((node, part) => (node as Bundle)[part], readBundle(locale, namespace));
          return typeof value === 'string' && value.trim() === '';
        });
        expect({ locale, namespace, empty }).toEqual({ locale, namespace, empty: [] });
      }
    }
  });

  it.each(LOCALES)('translates every API error code in %s', (locale) => {
    const errors = readBundle(locale, 'common').errors as Bundle;
    const missing = ERROR_CODES.filter((code) => typeof errors[code] !== 'string');
    expect(missing).toEqual([]);
  });
});
