import { useContext, useEffect, useId, type CSSProperties, type ReactNode } from 'react';
import { GUEST_LANGUAGE_PARAM, languageTag, webPath, type PublicRestaurant, type Translated } from '@carta/contracts';
import { lightTheme } from '@carta/ui/theme';
import { useAppearance } from '../../common/appearance';
import { brandColors } from '../../common/brand';
import { GuestTextContext, PageNoticeContext, usePreferences, useRestaurantText } from '../../common/guest-context';
import { Icon } from '../../common/icons';
import { recordInsight } from '../../common/insights';
import { languageName } from '../../common/language';
import { Localized } from '../../common/localized';
import { Link } from '../../navigation';
import { addressLine } from './actions';

const APP_VERSION = typeof __APP_VERSION__ === 'string' ? __APP_VERSION__ : '';

interface FrameProps {
  restaurant: PublicRestaurant;
  /** The screen's title when it is not the restaurant's name (a menu's name). */
  heading?: Translated;
  /** Screens below the landing page link back to it. */
  back?: boolean;
  children: ReactNode;
}

/**
 * What the page says first (`PageNoticeContext`), the restaurant's cover photo (landing page), then a header in its colour: the way back or its city, the language
 * and dark-mode choices, its logo and name (its address on the landing page); then the screen, then the footer.
 * Header and screen share one column, so they line up at every width.
 */
export function RestaurantFrame({ restaurant, heading, back = false, children }: FrameProps) {
  const { chosen, choose } = usePreferences();
  const guestText = useRestaurantText(restaurant, chosen);
  const { t, language, text } = guestText;
  const appearance = useAppearance();
  const title = heading ? text(heading) : restaurant.name;
  const colors = brandColors(restaurant.brandColor, lightTheme);
  const style = { '--g-brand': colors.background, '--g-on-brand': colors.text } as CSSProperties;
  const selectId = useId();
  const notice = useContext(PageNoticeContext);

  useEffect(() => {
    document.documentElement.lang = languageTag(language);
    document.title = t('documentTitle', { name: title });
  }, [language, t, title]);

  return (
    <GuestTextContext value={guestText}>
      <div className="g-app" data-theme={appearance.theme} style={style}>
        {notice}
        {!back && restaurant.cover && (
          // Decorative: the name below says whose page it is.
          <img className="g-cover" src={restaurant.cover} alt="" width={1200} height={400} fetchPriority="high" />
        )}
        <header className="g-header">
          <div className="g-wrap">
            <div className="g-topline">
              {back ? (
                <Link className="g-back" to={webPath('guestRestaurant', { restaurantId: restaurant._id })}>
                  {t('backTo', { name: restaurant.name })}
                </Link>
              ) : (
                <span>{restaurant.city}</span>
              )}
              <div className="g-tools">
                {restaurant.languages.length > 1 && (
                  // A form, so the language changes without script too (`?lang=`); with script the choice applies at once.
                  <form className="g-language" method="get" onSubmit={(event) => event.preventDefault()}>
                    <label htmlFor={selectId}>{t('language')}</label>
                    <select
                      id={selectId}
                      name={GUEST_LANGUAGE_PARAM}
                      value={language}
                      onChange={(event) => {
                        const chosenLanguage = event.target.value as typeof language;
                        choose(chosenLanguage);
                        recordInsight(restaurant._id, { kind: 'language', language: chosenLanguage });
                      }}
                    >
                      {restaurant.languages.map((code) => (
                        <option key={code} value={code} lang={languageTag(code)}>
                          {languageName(code)}
                        </option>
                      ))}
                    </select>
                    <noscript>
                      <button type="submit" className="g-button">
                        {t('languageApply')}
                      </button>
                    </noscript>
                  </form>
                )}
                <button
                  type="button"
                  className="g-tool"
                  aria-pressed={appearance.dark}
                  aria-label={t('darkMode')}
                  title={t('darkMode')}
                  onClick={appearance.toggle}
                >
                  <Icon name="moon" />
                </button>
              </div>
            </div>
            <div className="g-title">
              {restaurant.logo && !back && (
                <img className="g-logo" src={restaurant.logo} alt="" width={256} height={256} />
              )}
              <div>
                <h1>{heading ? <Localized value={heading} /> : restaurant.name}</h1>
                {!back && <p className="g-address">{addressLine(restaurant)}</p>}
              </div>
            </div>
          </div>
        </header>
        <div className="g-wrap g-main">{children}</div>
        <footer className="g-footer g-muted">{t('footer', { version: APP_VERSION })}</footer>
      </div>
    </GuestTextContext>
  );
}
