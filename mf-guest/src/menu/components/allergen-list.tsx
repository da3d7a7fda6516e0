import { ALLERGEN_WORDING, type Allergen } from '@carta/contracts';
import { useGuestText, usePreferences } from '../../common/guest-context';
import { AllergenIcon } from '../../common/icons';

/** A dish's allergens: each pictogram with its name (what a screen reader reads), those the guest avoids in bold. */
export function AllergenList({ allergens }: { allergens: readonly Allergen[] }) {
  const { t, language } = useGuestText();
  const { filter } = usePreferences();
  return (
    <ul className="g-tags" aria-label={t('menu.allergens')}>
      {allergens.map((allergen) => (
        <li key={allergen} className={filter.avoid.includes(allergen) ? 'g-avoid' : undefined}>
          <AllergenIcon allergen={allergen} />
          {ALLERGEN_WORDING[language].names[allergen]}
        </li>
      ))}
    </ul>
  );
}
