import i18next, { type BackendModule, type ReadCallback } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { LOCALES, type Locale } from './locales';

/** Each language × namespace file becomes its own chunk, fetched the first time a screen needs it. */
const lazyBundles: BackendModule = {
  type: 'backend',
  callbackApi: true,
  init() {},
  read(language: string, namespace: string, callback: ReadCallback) {
    import(/* webpackChunkName: "i18n-[request]" */ `./locales/${language}/${namespace}.json`).then(
      (bundle: { default: Record<string, unknown> }) => callback(null, bundle.default),
      (error: Error) => callback(error, false),
    );
  },
};

export const i18n = i18next.createInstance();

let initialised: Promise<unknown> | undefined;

/** Starts i18next once, with the `common` namespace of `locale` loaded before the first render. */
export function initI18n(locale: Locale): Promise<unknown> {
  initialised ??= i18n
    .use(lazyBundles)
    .use(initReactI18next)
    .init({
      lng: locale,
      supportedLngs: [...LOCALES],
      // Both languages are complete (a unit test enforces it), so no fallback bundle is downloaded.
      fallbackLng: false,
      ns: ['common'],
      defaultNS: 'common',
      load: 'currentOnly',
      interpolation: { escapeValue: false },
      returnNull: false,
      react: { useSuspense: true },
    });
  return initialised;
}
