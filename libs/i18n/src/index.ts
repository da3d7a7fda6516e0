export { i18n, initI18n } from './i18n';
export { DEFAULT_LOCALE, LOCALES, isLocale, type Locale } from './locales';
