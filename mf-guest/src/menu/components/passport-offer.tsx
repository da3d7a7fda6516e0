import { useId, type FormEvent } from 'react';
import { GUEST_LANGUAGE_PARAM } from '@carta/contracts';
import { useGuestText, usePreferences } from '../../common/guest-context';
import { filterQuery } from '../allergens';
import { AddressForm } from './address-form';
import { PASSPORT_PARAM, readPassport } from '../passport';
import { PassportContents } from './passport-contents';

/** The address without the shared code, so a reload or a bookmark does not offer it again. */
function dropFromAddress(): void {
  const url = new URL(window.location.href);
  url.searchParams.delete(PASSPORT_PARAM);
  window.history.replaceState(window.history.state, '', url);
}

/**
 * A companion's shared passport (`?passport=<code>`), offered with what it holds, never applied behind the guest's
 * back: their own choices stay until they accept. A code refused (mistyped, or of the first, unchecked codes) says so.
 * Its answers are forms that ask for this page with the passport's choices or without them, which the server renders
 * for a guest without script; with script, the page answers itself.
 */
export function PassportOffer({ code, onAnswered }: { code: string; onAnswered: () => void }) {
  const { t, language } = useGuestText();
  const { filter, setFilter } = usePreferences();
  const headingId = useId();
  const reading = readPassport(code);
  const answer = (event: FormEvent, apply: boolean) => {
    event.preventDefault();
    if (apply && 'passport' in reading) setFilter({ ...filter, ...reading.passport });
    dropFromAddress();
    onAnswered();
  };
  const without = `?${new URLSearchParams({ [GUEST_LANGUAGE_PARAM]: language }).toString()}`;
  const keepMine = (label: string) => (
    <AddressForm query={without} onSubmit={(event) => answer(event, false)}>
      <button type="submit" className="g-button">
        {label}
      </button>
    </AddressForm>
  );
  return (
    <aside className="g-offer" aria-labelledby={headingId}>
      <div className="g-wrap g-offer-body">
        {'passport' in reading ? (
          <>
            <div>
              <p>
                <strong id={headingId}>{t('passport.offered')}</strong>
              </p>
              <PassportContents passport={reading.passport} />
            </div>
            <div className="g-offer-actions">
              <AddressForm query={filterQuery(reading.passport, language)} onSubmit={(event) => answer(event, true)}>
                <button type="submit" className="g-button g-primary">
                  {t('passport.apply')}
                </button>
              </AddressForm>
              {keepMine(t('passport.dismiss'))}
            </div>
          </>
        ) : (
          <>
            <div>
              <p>
                <strong id={headingId}>{t('passport.title')}</strong>
              </p>
              <p>{t(`passport.${reading.refused}`)}</p>
            </div>
            <div className="g-offer-actions">{keepMine(t('passport.understood'))}</div>
          </>
        )}
      </div>
    </aside>
  );
}
