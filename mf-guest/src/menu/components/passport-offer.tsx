import { startTransition, useEffect, useState } from 'react';
import { usePreferences } from '../../common/guest-context';
import type { Translate } from '../../common/interface-text';
import { parsePassport, passportCode, PASSPORT_PARAM, type Passport } from '../passport';

/** The address without the shared code, so a reload or a bookmark does not offer it again. */
function dropFromAddress(): void {
  const url = new URL(window.location.href);
  url.searchParams.delete(PASSPORT_PARAM);
  window.history.replaceState(window.history.state, '', url);
}

/**
 * A companion's shared passport (`?passport=<code>`), offered, never applied behind the guest's back: their own
 * choices stay until they accept.
 */
export function PassportOffer({ t }: { t: Translate }) {
  const { filter, setFilter } = usePreferences();
  const [offered, setOffered] = useState<Passport | null>(null);
  useEffect(() => {
    // Read once, when the page opens (after hydrating: the server never sees the guest's address).
    const shared = parsePassport(new URLSearchParams(window.location.search).get(PASSPORT_PARAM));
    startTransition(() => setOffered(shared));
  }, []);
  if (!offered) return null;
  const answer = (apply: boolean) => {
    if (apply) setFilter({ ...filter, ...offered });
    dropFromAddress();
    setOffered(null);
  };
  return (
    <aside className="g-offer" aria-label={t('passport.title')}>
      <div className="g-wrap g-offer-body">
        <p>
          {t('passport.offered')} <strong>{t('passport.code', { code: passportCode(offered) })}</strong>
        </p>
        <p className="g-offer-actions">
          <button type="button" className="g-button g-primary" onClick={() => answer(true)}>
            {t('passport.apply')}
          </button>
          <button type="button" className="g-button" onClick={() => answer(false)}>
            {t('passport.dismiss')}
          </button>
        </p>
      </div>
    </aside>
  );
}
