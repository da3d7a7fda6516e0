// The guest namespace of libs/i18n, read without i18next: the guest page shows a few dozen strings, and the library
// would cost more bytes than all of its screens. The files stay libs/i18n's, checked for parity with the others.
// Spanish and English ship inside the page's code; another language is one small chunk, asked for as soon as the
// page knows it needs it (`preloadTexts`: a server-rendered page's entry awaits it before hydrating).
import { use } from 'react';
import { GUEST_TEXTS, loadGuestTexts, type GuestLocale } from '@carta/i18n/guest';

type Bundle = { [key: string]: string | Bundle };
export type Translate = (key: string, values?: Record<string, string | number>) => string;

const loaded: Partial<Record<GuestLocale, Bundle>> = { ...GUEST_TEXTS };
const loading = new Map<GuestLocale, Promise<Bundle>>();

/** Starts loading a language's texts (once; a failed load is tried again next time). */
export function preloadTexts(locale: GuestLocale): Promise<Bundle> {
  const done = loaded[locale];
  if (done) return Promise.resolve(done);
  let request = loading.get(locale);
  if (!request) {
    request = loadGuestTexts(locale).then((texts) => (loaded[locale] = texts));
    request.catch(() => loading.delete(locale));
    loading.set(locale, request);
  }
  return request;
}

/** Every language at once, before any render (the server render, which cannot wait for a chunk). */
export function provideTexts(all: Record<GuestLocale, Bundle>): void {
  Object.assign(loaded, all);
}

/** A language's texts, already there (the server's, after `provideTexts`; es and en everywhere). */
export function textFor(locale: GuestLocale): Bundle {
  const texts = loaded[locale];
  if (!texts) throw new Error(`the guest texts in ${locale} are not loaded`);
  return texts;
}

/** The guest namespace in one language; suspends while a language that does not ship with the page loads. */
export function useTexts(locale: GuestLocale): Bundle {
  return loaded[locale] ?? use(preloadTexts(locale));
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
