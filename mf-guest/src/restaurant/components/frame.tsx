import { useEffect, useId, type CSSProperties, type ReactNode } from 'react';
import { languageTag, webPath, type PublicRestaurant, type Translated } from '@carta/contracts';
import { lightTheme } from '@carta/ui/theme';
import { brandColors } from '../../common/brand';
import { GuestTextContext, usePreferences, useRestaurantText } from '../../common/guest-context';
import { languageName } from '../../common/language';
import { Link } from '../../navigation';

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
 * Header in the restaurant's colour with its name (its logo beside it) and the language choice, under its cover photo
 * on the landing page; then the screen, then the footer.
 */
export function RestaurantFrame({ restaurant, heading, back = false, children }: FrameProps) {
  const { chosen, choose } = usePreferences();
  const guestText = useRestaurantText(restaurant, chosen);
  const { t, language, text } = guestText;
  const title = heading ? text(heading) : restaurant.name;
  const colors = brandColors(restaurant.brandColor, lightTheme);
  const style = { '--g-brand': colors.background, '--g-on-brand': colors.text } as CSSProperties;
  const selectId = useId();

  useEffect(() => {
    document.documentElement.lang = languageTag(language);
    document.title = t('documentTitle', { name: title });
  }, [language, t, title]);

  return (
    <GuestTextContext value={guestText}>
      <div className="g-app" style={style}>
        {!back && restaurant.cover && (
          // Decorative: the name below says whose page it is.
          <img className="g-cover" src={restaurant.cover} alt="" width={1200} height={400} fetchPriority="high" />
        )}
        <header className="g-header">
          <div className="g-header-inner">
            <div className="g-topline">
              {back ? (
                <Link to={webPath('guestRestaurant', { restaurantId: restaurant._id })}>
                  {t('backTo', { name: restaurant.name })}
                </Link>
              ) : (
                <span>{restaurant.city}</span>
              )}
              {restaurant.languages.length > 1 && (
                <div className="g-language">
                  <label htmlFor={selectId}>{t('language')}</label>
                  <select
                    id={selectId}
                    value={language}
                    onChange={(event) => choose(event.target.value as typeof language)}
                  >
                    {restaurant.languages.map((code) => (
                      <option key={code} value={code} lang={languageTag(code)}>
                        {languageName(code)}
                      </option>
                    ))}
                  </select>
                </div>
              )}
            </div>
            <div className="g-title">
              {restaurant.logo && <img className="g-logo" src={restaurant.logo} alt="" width={256} height={256} />}
              <h1>{title}</h1>
            </div>
          </div>
        </header>
        <div className="g-column">{children}</div>
        <footer className="g-footer g-muted">{t('footer', { version: APP_VERSION })}</footer>
      </div>
    </GuestTextContext>
  );
}
