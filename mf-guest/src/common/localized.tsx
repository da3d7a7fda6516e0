import { languageTag, type Translated } from '@carta/contracts';
import { useGuestText } from './guest-context';
import { languageCode, languageName } from './language';

/**
 * A restaurant's text in the guest's language; when the owner has not translated it, the text it has, in its own
 * `lang` and marked with its language ("ES"), never silently mixed into the guest's language.
 */
export function Localized({ value }: { value: Translated }) {
  const { shown, t, tag } = useGuestText();
  const { text, fallback } = shown(value);
  if (!fallback) return text;
  const label = t('menu.untranslated', { language: languageName(fallback, tag) });
  return (
    <>
      <span lang={languageTag(fallback)}>{text}</span>{' '}
      <span className="g-lang" title={label}>
        <span aria-hidden="true">{languageCode(fallback)}</span>
        <span className="g-sr">{label}</span>
      </span>
    </>
  );
}
