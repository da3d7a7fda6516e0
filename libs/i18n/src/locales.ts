export const LOCALES = ['es', 'en'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'es';

/**
 * One bundle per area, loaded on demand: a guest downloads `common` and `guest` only.
 * `common` holds what every screen may show: the chrome, errors and validation messages.
 */
export const NAMESPACES = ['common', 'shell', 'owner', 'guest', 'admin'] as const;

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}
