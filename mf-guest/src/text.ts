// The guest namespace of libs/i18n, read without i18next: the guest page shows a few dozen strings, and the library
// would cost more bytes than all of its screens. The files stay libs/i18n's, checked for parity with the others.
import type { Locale } from '@carta/i18n/src/locales';

type Bundle = { [key: string]: string | Bundle };
export type Translate = (key: string, values?: Record<string, string | number>) => string;

const bundles = new Map<Locale, Promise<Bundle>>();

/** The guest namespace in one language, fetched once: each language is its own small chunk. */
export function loadText(locale: Locale): Promise<Bundle> {
  let bundle = bundles.get(locale);
  if (!bundle) {
    const load =
      locale === 'es'
        ? import(/* webpackChunkName: "guest-es" */ '@carta/i18n/src/locales/es/guest.json')
        : import(/* webpackChunkName: "guest-en" */ '@carta/i18n/src/locales/en/guest.json');
    bundle = load.then((module) => module.default as Bundle);
    bundle.catch(() => bundles.delete(locale));
    bundles.set(locale, bundle);
  }
  return bundle;
}

function lookUp(bundle: Bundle, key: string): string | undefined {
  let node: string | Bundle | undefined = bundle;
  for (const part of key.split('.')) node = typeof node === 'object' ? node[part] : undefined;
  return typeof node === 'string' ? node : undefined;
}

/** i18next's conventions: `{{name}}` values, and `key_one` / `key_other` chosen by `count`. */
export function translator(bundle: Bundle, locale: Locale): Translate {
  const plural = new Intl.PluralRules(locale);
  return (key, values = {}) => {
    const { count } = values;
    const text =
      (typeof count === 'number' &&
        (lookUp(bundle, `${key}_${plural.select(count)}`) ?? lookUp(bundle, `${key}_other`))) ||
      lookUp(bundle, key);
    if (text === undefined) return key;
    return text.replace(/{{\s*(\w+)\s*}}/g, (_match, name: string) => String(values[name] ?? ''));
  };
}
