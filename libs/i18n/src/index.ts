export { i18n, initI18n, loadNamespaces } from './i18n';
export { DEFAULT_LOCALE, LOCALES, NAMESPACES, isLocale, type Locale, type Namespace } from './locales';
