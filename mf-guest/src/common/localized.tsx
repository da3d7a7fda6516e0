import { languageTag, type PublicMenuItem, type RestaurantLanguage, type Translated } from '@carta/contracts';
import { useGuestText, type GuestText } from './guest-context';
import { languageCode, languageName } from './language';

/** "ES": says a text is not in the guest's language, and which it is in (in words, for screen readers and on hover). */
export function UntranslatedMark({ language }: { language: RestaurantLanguage }) {
  const { t, tag } = useGuestText();
  const label = t('menu.untranslated', { language: languageName(language, tag) });
  return (
    <span className="g-lang" title={label}>
      <span aria-hidden="true">{languageCode(language)}</span>
      <span className="g-sr">{label}</span>
    </span>
  );
}

/**
 * A restaurant's text in the guest's language; when the owner has not translated it, the text it has, in its own
 * `lang`, never silently mixed into the guest's language: marked with its language ("ES") unless `marked` is false —
 * a dish's texts are marked once, on its name (`dishUntranslated`), not on each size and line.
 */
export function Localized({ value, marked = true }: { value: Translated; marked?: boolean }) {
  const { shown } = useGuestText();
  const { text, fallback } = shown(value);
  if (!fallback) return text;
  return (
    <>
      <span lang={languageTag(fallback)}>{text}</span>
      {marked && (
        <>
          {' '}
          <UntranslatedMark language={fallback} />
        </>
      )}
    </>
  );
}

/** The language a dish's untranslated texts (name, description, sizes) are shown in, if any is. */
function dishUntranslated(
  item: Pick<PublicMenuItem, 'name' | 'description' | 'sizes'>,
  shown: GuestText['shown'],
): RestaurantLanguage | null {
  for (const value of [item.name, item.description, ...item.sizes.map((size) => size.name)]) {
    const { fallback } = shown(value);
    if (fallback) return fallback;
  }
  return null;
}

/** A dish's name, with the one mark its untranslated texts get. */
export function DishName({ item }: { item: Pick<PublicMenuItem, 'name' | 'description' | 'sizes'> }) {
  const { shown } = useGuestText();
  const untranslated = dishUntranslated(item, shown);
  return (
    <>
      <Localized value={item.name} marked={false} />
      {untranslated && (
        <>
          {' '}
          <UntranslatedMark language={untranslated} />
        </>
      )}
    </>
  );
}
