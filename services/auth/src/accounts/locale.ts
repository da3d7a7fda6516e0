import type { Locale } from '../users/user.row';

/** The user's language from Accept-Language: the best-weighted of es/en, else es (the product's default). */
export function localeFrom(acceptLanguage: string | undefined): Locale {
  const ranked = (acceptLanguage ?? '')
    .split(',')
    .map((part) => {
      const [tag, ...params] = part.trim().toLowerCase().split(';');
      const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find(Boolean);
      return { lang: tag.split('-')[0], q: q === undefined ? 1 : Number(q) };
    })
    .filter(({ lang, q }) => (lang === 'es' || lang === 'en') && q > 0)
    .sort((a, b) => b.q - a.q);
  return (ranked[0]?.lang as Locale | undefined) ?? 'es';
}
