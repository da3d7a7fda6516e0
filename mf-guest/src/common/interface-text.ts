// The guest namespace of libs/i18n, read without i18next: the guest page shows a few dozen strings, and the library
// would cost more bytes than all of its screens. The files stay libs/i18n's, checked for parity with the others.
// Every language ships inside the page's code (about 1 KB gzip each): fetching one later would add a network round
// trip before the first screen can show (and before a server-rendered page can hydrate), which costs a phone on a
// slow network far more.
import { GUEST_TEXTS, type GuestLocale } from '@carta/i18n/guest';

type Bundle = { [key: string]: string | Bundle };
export type Translate = (key: string, values?: Record<string, string | number>) => string;

/** The guest namespace in one language. */
export function textFor(locale: GuestLocale): Bundle {
  return GUEST_TEXTS[locale];
}

function lookUp(bundle: Bundle, key: string): string | undefined {
  let node: string | Bundle | undefined = bundle;
  for (const part of key.split('.')) node = typeof node === 'object' ? node[part] : undefined;
  return typeof node === 'string' ? node : undefined;
}

/** i18next's conventions: `{{name}}` values, and `key_one` / `key_other` chosen by `count`. */
export function translator(bundle: Bundle, locale: GuestLocale): Translate {
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
