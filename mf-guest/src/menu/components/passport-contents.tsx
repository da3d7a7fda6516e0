import { ALLERGEN_WORDING } from '@carta/contracts';
import { useGuestText } from '../../common/guest-context';
import { AllergenIcon } from '../../common/icons';
import type { Passport } from '../passport';

/** What a passport asks, in pictograms and the regulation's names: the guest reads it before it applies. */
export function PassportContents({ passport }: { passport: Passport }) {
  const { t, language } = useGuestText();
  const names = ALLERGEN_WORDING[language].names;
  return (
    <div className="g-passport-contents">
      {passport.avoid.length > 0 ? (
        <ul className="g-tags" aria-label={t('passport.avoids')}>
          {passport.avoid.map((allergen) => (
            <li key={allergen}>
              <AllergenIcon allergen={allergen} />
              {names[allergen]}
            </li>
          ))}
        </ul>
      ) : (
        <p>{t('passport.avoidsNothing')}</p>
      )}
      {passport.traces && <p>{t('filter.traces')}</p>}
      {passport.diets.length > 0 && (
        <p>{t('passport.diets', { diets: passport.diets.map((wish) => t(`diets.${wish}`)).join(', ') })}</p>
      )}
    </div>
  );
}
