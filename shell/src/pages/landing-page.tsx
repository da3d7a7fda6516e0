import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { API_PREFIX, PUBLIC_ROUTES, WEB_BASE_PATH, WEB_ROUTES, type PublicRestaurantList } from '@carta/contracts';
import { buttonStyles, Row } from '@carta/ui';
import { usePageTitle, useSession } from '@carta/web-core';

/**
 * The demo data's restaurant (the demo seed gives it this accepted subdomain). Where there is no demo data (production
 * without DEMO_MODE) nobody has it unless an admin accepts it for a real restaurant, whose live menu is then the example.
 */
const DEMO_SUBDOMAIN = 'demo';

const ButtonLink = styled(Link)<{ $variant?: 'primary' | 'secondary' }>`
  ${buttonStyles}
`;

const Wrapper = styled.div`
  width: 100%;
  max-width: ${({ theme }) => theme.layout.maxWidth};
  margin: 0 auto;
  padding: ${({ theme }) => `${theme.space(8)} ${theme.space(4)}`};
  @media (max-width: ${({ theme }) => theme.breakpoint.small}) {
    padding-top: ${({ theme }) => theme.space(6)};
  }
`;

const Hero = styled.section`
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto;
  align-items: center;
  gap: ${({ theme }) => theme.space(12)};
  @media (max-width: ${({ theme }) => theme.breakpoint.medium}) {
    grid-template-columns: minmax(0, 1fr);
    gap: ${({ theme }) => theme.space(8)};
  }
  h1 {
    font-size: clamp(${({ theme }) => theme.font.size.h2}, 5vw, ${({ theme }) => theme.font.size.h1});
    line-height: 1.15;
    margin: 0 0 ${({ theme }) => theme.space(4)};
  }
`;

const Lead = styled.p`
  font-size: ${({ theme }) => theme.font.size.large};
  color: ${({ theme }) => theme.colors.textMuted};
  margin: 0 0 ${({ theme }) => theme.space(6)};
  max-width: ${({ theme }) => theme.layout.measure};
`;

const Kicker = styled.p`
  margin: 0 0 ${({ theme }) => theme.space(2)};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  font-size: ${({ theme }) => theme.font.size.small};
  letter-spacing: ${({ theme }) => theme.font.tracking};
  text-transform: uppercase;
  color: ${({ theme }) => theme.colors.accentText};
`;

const Demo = styled.figure`
  margin: 0;
  justify-self: center;
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  figcaption {
    font-size: ${({ theme }) => theme.font.size.small};
    color: ${({ theme }) => theme.colors.textMuted};
    text-align: center;
  }
`;

/** A phone drawn in CSS around the live guest page: the real menu, not a picture of it. */
const Phone = styled.div`
  width: ${({ theme }) => theme.size.phoneFrame.width};
  max-width: calc(100vw - ${({ theme }) => theme.space(12)});
  aspect-ratio: 9 / 18;
  padding: ${({ theme }) => theme.space(3)};
  border-radius: ${({ theme }) => theme.size.phoneFrame.radius};
  background: ${({ theme }) => theme.colors.primary};
  box-shadow: ${({ theme }) => theme.elevation.dialog};
  iframe {
    display: block;
    width: 100%;
    height: 100%;
    border: 0;
    border-radius: ${({ theme }) => theme.size.phoneFrame.screenRadius};
    background: ${({ theme }) => theme.colors.surface};
  }
`;

const Benefits = styled.section`
  margin-top: ${({ theme }) => theme.space(16)};
  h2 {
    font-size: ${({ theme }) => theme.font.size.h2};
    margin: 0 0 ${({ theme }) => theme.space(6)};
  }
  ul {
    display: grid;
    grid-template-columns: repeat(3, minmax(0, 1fr));
    gap: ${({ theme }) => theme.space(6)};
    list-style: none;
    margin: 0;
    padding: 0;
    @media (max-width: ${({ theme }) => theme.breakpoint.medium}) {
      grid-template-columns: minmax(0, 1fr);
      gap: ${({ theme }) => theme.space(4)};
    }
  }
  li {
    background: ${({ theme }) => theme.colors.surface};
    border: ${({ theme }) => theme.hairline};
    border-radius: ${({ theme }) => theme.radius.medium};
    box-shadow: ${({ theme }) => theme.elevation.card};
    padding: ${({ theme }) => theme.space(6)};
  }
  h3 {
    font-size: ${({ theme }) => theme.font.size.h3};
    margin: ${({ theme }) => `${theme.space(3)} 0 ${theme.space(2)}`};
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const Icon = styled.svg`
  width: ${({ theme }) => theme.size.touch};
  height: ${({ theme }) => theme.size.touch};
  padding: ${({ theme }) => theme.space(2)};
  border-radius: ${({ theme }) => theme.radius.medium};
  background: ${({ theme }) => theme.colors.secondary};
  color: ${({ theme }) => theme.colors.onSecondary};
`;

const Closing = styled.section`
  margin-top: ${({ theme }) => theme.space(16)};
  padding: ${({ theme }) => theme.space(8)};
  border-radius: ${({ theme }) => theme.radius.large};
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.onPrimary};
  text-align: center;
  h2 {
    font-size: ${({ theme }) => theme.font.size.h2};
    margin: 0 0 ${({ theme }) => theme.space(2)};
  }
  p {
    margin: 0 0 ${({ theme }) => theme.space(6)};
  }
  a {
    background: ${({ theme }) => theme.colors.secondary};
    color: ${({ theme }) => theme.colors.onSecondary};
  }
`;

function BenefitIcon({ children }: { children: ReactNode }) {
  return (
    <Icon viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={2} aria-hidden="true">
      {children}
    </Icon>
  );
}

const BENEFITS = [
  {
    key: 'edit',
    icon: (
      <>
        <rect x="3" y="3" width="7" height="7" />
        <rect x="14" y="3" width="7" height="7" />
        <rect x="3" y="14" width="7" height="7" />
        <path d="M14 14h3v3h-3zM20 14v1M14 20h1M18 18h3v3" />
      </>
    ),
  },
  {
    key: 'languages',
    icon: (
      <>
        <circle cx="12" cy="12" r="9" />
        <path d="M3 12h18M12 3c2.5 2.7 3.8 5.7 3.8 9s-1.3 6.3-3.8 9c-2.5-2.7-3.8-5.7-3.8-9S9.5 5.7 12 3z" />
      </>
    ),
  },
  {
    key: 'allergens',
    icon: (
      <>
        <path d="M12 3l7 3v6c0 4.2-2.9 7.8-7 9-4.1-1.2-7-4.8-7-9V6z" />
        <path d="M9 12l2 2 4-4" />
      </>
    ),
  },
] as const;

/** The demo restaurant's name and guest page, when this deployment has it; null otherwise. */
function useDemoMenu(): { name: string; url: string } | null {
  const [demoMenu, setDemoMenu] = useState<{ name: string; url: string } | null>(null);
  useEffect(() => {
    let active = true;
    void (async () => {
      const query = new URLSearchParams({ subDomainEnabled: 'true', subDomain: DEMO_SUBDOMAIN });
      const response = await fetch(`${API_PREFIX}${PUBLIC_ROUTES.restaurants}?${query}`);
      if (!response.ok) return;
      const [demo] = ((await response.json()) as PublicRestaurantList).docs;
      if (!active || !demo) return;
      setDemoMenu({
        name: demo.name,
        url: `${WEB_BASE_PATH}${WEB_ROUTES.guestRestaurant.replace(':restaurantId', demo._id)}`,
      });
    })().catch(() => undefined);
    return () => {
      active = false;
    };
  }, []);
  return demoMenu;
}

export default function LandingPage() {
  const { t } = useTranslation('shell');
  usePageTitle();
  const loggedIn = useSession((state) => Boolean(state.token));
  const demo = useDemoMenu();
  const start = loggedIn ? (
    <ButtonLink to={WEB_ROUTES.home}>{t('home.title')}</ButtonLink>
  ) : (
    <ButtonLink to={WEB_ROUTES.signup}>{t('landing.signup')}</ButtonLink>
  );
  return (
    <Wrapper>
      <Hero aria-labelledby="landing-title">
        <div>
          <Kicker>{t('landing.kicker')}</Kicker>
          <h1 id="landing-title">{t('landing.title')}</h1>
          <Lead>{t('landing.text')}</Lead>
          <Row>
            {start}
            {!loggedIn && (
              <ButtonLink to={WEB_ROUTES.login} $variant="secondary">
                {t('landing.login')}
              </ButtonLink>
            )}
          </Row>
        </div>
        {demo && (
          <Demo>
            <Phone>
              <iframe src={demo.url} title={t('landing.demoFrame', { name: demo.name })} />
            </Phone>
            <figcaption>
              {t('landing.demoCaption')} <a href={demo.url}>{t('landing.demoOpen')}</a>
            </figcaption>
          </Demo>
        )}
      </Hero>
      <Benefits aria-labelledby="landing-benefits">
        <h2 id="landing-benefits">{t('landing.benefitsTitle')}</h2>
        <ul>
          {BENEFITS.map(({ key, icon }) => (
            <li key={key}>
              <BenefitIcon>{icon}</BenefitIcon>
              <h3>{t(`landing.benefits.${key}.title`)}</h3>
              <p>{t(`landing.benefits.${key}.text`)}</p>
            </li>
          ))}
        </ul>
      </Benefits>
      <Closing aria-labelledby="landing-closing">
        <h2 id="landing-closing">{t('landing.closingTitle')}</h2>
        <p>{t('landing.closingText')}</p>
        {start}
      </Closing>
    </Wrapper>
  );
}
