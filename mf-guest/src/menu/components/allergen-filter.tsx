import { useState, type FormEvent, type ReactNode } from 'react';
import { ALLERGEN_WORDING, ALLERGENS, GUEST_CHOICE_PARAMS, GUEST_LANGUAGE_PARAM } from '@carta/contracts';
import { chooseAllergen, chooseDiet, DIET_WISHES, isFiltering, type FilterMode } from '../allergens';
import { useGuestText, usePreferences } from '../../common/guest-context';
import { AllergenIcon } from '../../common/icons';
import { PassportPanel } from './passport-panel';
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

/** "12 dishes shown, 5 hidden" (or marked), and how many shown have allergens the restaurant has not confirmed. */
export interface FilterCount {
  shown: number;
  hidden: number;
  unsuitable: number;
  unconfirmed: number;
}

function statusText(t: ReturnType<typeof useGuestText>['t'], count: FilterCount, mode: FilterMode): string {
  const main =
    mode === 'hide'
      ? t('filter.summary', {
          shown: t('filter.shown', { count: count.shown }),
          hidden: t('filter.hidden', { count: count.hidden }),
        })
      : t('filter.marked', { count: count.unsuitable });
  return count.unconfirmed ? `${main} · ${t('filter.unconfirmedCount', { count: count.unconfirmed })}` : main;
}

/**
 * The guest's allergen passport as a filter: the allergens avoided (in the regulation's words), traces too, diet,
 * whether unsuitable dishes are hidden or marked; with the count and the passport to share. A form: with script each
 * choice applies as it is made and "Show the dishes" closes the panel; without, sending it asks the server for the
 * page with those choices (`filterInAddress`).
 */
export function AllergenFilterPanel({ restaurantId, count }: { restaurantId: string; count: FilterCount }) {
  const { t, language } = useGuestText();
  const { filter, setFilter } = usePreferences();
  const active = isFiltering(filter);
  const [open, setOpen] = useState(active);
  // A stored filter arrives after a server-rendered page hydrates: the panel opens then, as on a first render with it.
  const [wasActive, setWasActive] = useState(active);
  if (active !== wasActive) {
    setWasActive(active);
    if (active) setOpen(true);
  }
  const wording = ALLERGEN_WORDING[language];
  const chosen = filter.avoid.length + filter.diets.length;
  const show = (event: FormEvent) => {
    event.preventDefault();
    setOpen(false);
  };
  const { avoid, traces, diet, mode: modeParam } = GUEST_CHOICE_PARAMS;
  return (
    <>
      <details className="g-card g-filter" open={open} onToggle={(event) => setOpen(event.currentTarget.open)}>
        <summary>{chosen > 0 ? t('filter.titleCount', { count: chosen }) : t('filter.title')}</summary>
        <form method="get" onSubmit={show}>
          <input type="hidden" name={GUEST_LANGUAGE_PARAM} value={language} />
          <Choices legend={t('filter.avoid')}>
            {ALLERGENS.map((allergen) => (
              <label key={allergen}>
                <input
                  type="checkbox"
                  name={avoid}
                  value={allergen}
                  checked={filter.avoid.includes(allergen)}
                  onChange={(event) => {
                    const next = chooseAllergen(filter, allergen, event.currentTarget.checked);
                    setFilter(next);
                    recordFilter(restaurantId, next.avoid);
                  }}
                />
                <AllergenIcon allergen={allergen} />
                {wording.names[allergen]}
              </label>
            ))}
          </Choices>
          {!wording.official && <p className="g-muted g-note">{t('filter.unofficial')}</p>}
          <label className="g-check">
            <input
              type="checkbox"
              name={traces}
              checked={filter.traces}
              onChange={(event) => setFilter({ ...filter, traces: event.currentTarget.checked })}
            />
            {t('filter.traces')}
          </label>
          <Choices legend={t('filter.diets')}>
            {DIET_WISHES.map((wish) => (
              <label key={wish}>
                <input
                  type="checkbox"
                  name={diet}
                  value={wish}
                  checked={filter.diets.includes(wish)}
                  onChange={(event) => setFilter(chooseDiet(filter, wish, event.currentTarget.checked))}
                />
                {t(`diets.${wish}`)}
              </label>
            ))}
          </Choices>
          <Choices legend={t('filter.mode')}>
            {MODES.map((mode) => (
              <label key={mode}>
                <input
                  type="radio"
                  name={modeParam}
                  value={mode}
                  checked={filter.mode === mode}
                  onChange={() => setFilter({ ...filter, mode })}
                />
                {t(`filter.${mode}`)}
              </label>
            ))}
          </Choices>
          <button type="submit" className="g-button g-primary">
            {t('filter.show')}
          </button>
        </form>
        <PassportPanel />
      </details>
      <p className="g-status" role="status">
        {active && statusText(t, count, filter.mode)}
      </p>
    </>
  );
}
