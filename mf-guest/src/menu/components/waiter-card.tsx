import { useId } from 'react';
import {
  ALLERGEN_WORDING,
  allergyLine,
  languageTag,
  type PublicMenuItem,
  type RestaurantLanguage,
} from '@carta/contracts';
import { useGuestText, usePreferences } from '../../common/guest-context';
import { languageName, translate } from '../../common/language';
import { CloseButton, Modal } from '../../common/modal';

/**
 * "Show the waiter": a full-screen card in the restaurant's first language (the one its staff reads), with the dishes
 * the guest marked and "ALLERGY: …" in the regulation's words. Made from the menu already loaded: it works offline.
 */
export function WaiterCard({
  dishes,
  language,
  onClose,
}: {
  dishes: readonly PublicMenuItem[];
  language: RestaurantLanguage;
  onClose: () => void;
}) {
  const { t, language: reading } = useGuestText();
  const { filter } = usePreferences();
  const titleId = useId();
  const wording = ALLERGEN_WORDING[language];
  const tag = languageTag(language);
  return (
    <Modal className="g-waiter" labelledBy={titleId} onClose={onClose}>
      <div className="g-waiter-bar">
        <div>
          <h2 id={titleId}>{t('waiter.title')}</h2>
          <p>{t('waiter.note', { language: languageName(language, languageTag(reading)) })}</p>
        </div>
        <CloseButton className="g-waiter-close" label={t('menu.close')} />
      </div>
      <div className="g-waiter-card" lang={tag}>
        {filter.avoid.length > 0 && (
          <p className="g-waiter-allergy">{allergyLine(language, filter.avoid, filter.traces)}</p>
        )}
        {dishes.length > 0 && (
          <>
            <p className="g-waiter-ask">{wording.askWaiter}</p>
            <ul className="g-waiter-dishes">
              {dishes.map((dish) => (
                <li key={dish._id}>{translate(dish.name, language, language).text}</li>
              ))}
            </ul>
          </>
        )}
      </div>
      {dishes.length === 0 && <p className="g-waiter-hint">{t('waiter.hint')}</p>}
    </Modal>
  );
}
