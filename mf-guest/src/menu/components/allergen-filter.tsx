import { useId, useState, type ReactNode } from 'react';
import { ALLERGENS } from '@carta/contracts';
import { toggleAllergen, type FilterMode } from '../allergens';
import { useGuestText, usePreferences } from '../../common/guest-context';
import { AllergenIcon } from '../../common/icons';
import { recordFilter } from '../../common/insights';

const MODES: FilterMode[] = ['hide', 'dim'];

function Choices({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <fieldset>
      <legend>{legend}</legend>
      <div className="g-choices">{children}</div>
    </fieldset>
  );
}

/** The allergens the guest avoids, and whether their products are hidden or marked; with the count affected. */
export function AllergenFilterPanel({ restaurantId, affected }: { restaurantId: string; affected: number }) {
  const { t } = useGuestText();
  const { filter, setFilter } = usePreferences();
  const active = filter.avoid.length > 0;
  const [open, setOpen] = useState(active);
  // A stored filter arrives after a server-rendered page hydrates: the panel opens then, as on a first render with it.
  const [wasActive, setWasActive] = useState(active);
  if (active !== wasActive) {
    setWasActive(active);
    if (active) setOpen(true);
  }
  const modeName = useId();
  return (
    <>
      <details className="g-card g-filter" open={open} onToggle={(event) => setOpen(event.currentTarget.open)}>
        <summary>
          {filter.avoid.length > 0 ? t('filter.titleCount', { count: filter.avoid.length }) : t('filter.title')}
        </summary>
        <Choices legend={t('filter.avoid')}>
          {ALLERGENS.map((allergen) => (
            <label key={allergen}>
              <input
                type="checkbox"
                checked={filter.avoid.includes(allergen)}
                onChange={() => {
                  const next = toggleAllergen(filter, allergen);
                  setFilter(next);
                  recordFilter(restaurantId, next.avoid);
                }}
              />
              <AllergenIcon allergen={allergen} />
              {t(`allergens.${allergen}`)}
            </label>
          ))}
        </Choices>
        <Choices legend={t('filter.mode')}>
          {MODES.map((mode) => (
            <label key={mode}>
              <input
                type="radio"
                name={modeName}
                value={mode}
                checked={filter.mode === mode}
                onChange={() => setFilter({ ...filter, mode })}
              />
              {t(`filter.${mode}`)}
            </label>
          ))}
        </Choices>
      </details>
      <p className="g-status" role="status">
        {filter.avoid.length > 0 && t(filter.mode === 'hide' ? 'filter.hidden' : 'filter.marked', { count: affected })}
      </p>
    </>
  );
}
