import { ALLERGEN_WORDING, type Allergen, type PublicMenuItem } from '@carta/contracts';
import { useGuestText, usePreferences } from '../../common/guest-context';
import { AllergenIcon } from '../../common/icons';

/** One kind of declaration: its phrase written out, then each pictogram with its name; those avoided in bold. */
function Declared({ phrase, allergens }: { phrase: string; allergens: readonly Allergen[] }) {
  const { language } = useGuestText();
  const { filter } = usePreferences();
  const names = ALLERGEN_WORDING[language].names;
  return (
    <div className="g-declared">
      <span className="g-declared-phrase">{phrase}</span>
      <ul className="g-tags" aria-label={phrase}>
        {allergens.map((allergen) => (
          <li key={allergen} className={filter.avoid.includes(allergen) ? 'g-avoid' : undefined}>
            <AllergenIcon allergen={allergen} />
            {names[allergen]}
          </li>
        ))}
      </ul>
    </div>
  );
}

/**
 * A dish's allergens in the regulation's words, in the carta's language: "Contains" and "May contain traces of", each
 * written out; a dish the restaurant has not confirmed says so (`always`: even when it declares nothing).
 */
export function AllergenList({
  item,
  always = false,
}: {
  item: Pick<PublicMenuItem, 'allergens' | 'traces' | 'allergensConfirmed'>;
  always?: boolean;
}) {
  const { t, language } = useGuestText();
  const wording = ALLERGEN_WORDING[language];
  return (
    <>
      {item.allergens.length > 0 && <Declared phrase={wording.contains} allergens={item.allergens} />}
      {item.traces.length > 0 && <Declared phrase={wording.traces} allergens={item.traces} />}
      {!item.allergensConfirmed && <p className="g-unconfirmed">{t('filter.unconfirmed')}</p>}
      {always && item.allergensConfirmed && !item.allergens.length && !item.traces.length && (
        <p className="g-muted">{t('menu.noAllergens')}</p>
      )}
    </>
  );
}
