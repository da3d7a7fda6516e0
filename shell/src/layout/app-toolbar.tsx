import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink, useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { WEB_ROUTES } from '@carta/contracts';
import { Button, Toolbar, ToolbarSpacer } from '@carta/ui';
import { logout, useSession } from '@carta/web-core';
import { AppDrawer } from './app-drawer';
import { LanguageSwitcher } from './language-switcher';
import { ThemeToggle } from './theme-toggle';

const Brand = styled(Link)`
  font-weight: ${({ theme }) => theme.font.weight.bold};
  font-size: ${({ theme }) => theme.font.size.large};
  text-decoration: none;
  white-space: nowrap;
  margin-right: ${({ theme }) => theme.space(4)};
`;

/** One row: everything on a wide screen; on a narrow one the brand and the menu button, the rest in the drawer. */
const Bar = styled(Toolbar)`
  flex-wrap: nowrap;
`;

const Wide = styled.div`
  display: contents;
  @media (max-width: ${({ theme }) => theme.breakpoint.medium}) {
    display: none;
  }
`;

const Narrow = styled.div`
  display: none;
  margin-left: auto;
  @media (max-width: ${({ theme }) => theme.breakpoint.medium}) {
    display: block;
  }
`;

const Nav = styled.nav`
  ul {
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.space(1)};
    list-style: none;
    margin: 0;
    padding: 0;
  }
  a {
    display: inline-flex;
    align-items: center;
    min-height: ${({ theme }) => theme.size.touch};
    padding: 0 ${({ theme }) => theme.space(2)};
    text-decoration: none;
    white-space: nowrap;
  }
  a[aria-current='page'] {
    text-decoration: underline;
    text-underline-offset: ${({ theme }) => theme.space(1)};
  }
`;

/** The drawer's navigation: one link a line, the admin's links under their heading. */
const DrawerNav = styled(Nav)`
  ul {
    flex-direction: column;
    align-items: stretch;
  }
  a {
    display: flex;
  }
  h3 {
    margin: ${({ theme }) => `${theme.space(3)} 0 ${theme.space(1)}`};
    padding: 0 ${({ theme }) => theme.space(2)};
    font-size: ${({ theme }) => theme.font.size.small};
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const DrawerSection = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space(2)};
  padding-top: ${({ theme }) => theme.space(3)};
  border-top: ${({ theme }) => theme.hairline};
`;

const Menu = styled.div`
  position: relative;
  ul {
    position: absolute;
    top: 100%;
    left: 0;
    z-index: 900;
    flex-direction: column;
    align-items: stretch;
    min-width: ${({ theme }) => theme.size.menu};
    background: ${({ theme }) => theme.colors.primary};
    box-shadow: ${({ theme }) => theme.elevation.raised};
    border-radius: ${({ theme }) => theme.radius.small};
    padding: ${({ theme }) => theme.space(1)};
  }
`;

function AdminMenu() {
  const { t } = useTranslation('common');
  const [open, setOpen] = useState(false);
  return (
    <Menu onKeyDown={(event) => event.key === 'Escape' && setOpen(false)}>
      <Button $variant="text" aria-expanded={open} aria-controls="admin-menu" onClick={() => setOpen(!open)}>
        {t('nav.admin')} <span aria-hidden="true">▾</span>
      </Button>
      {open && (
        <ul id="admin-menu" onClick={() => setOpen(false)}>
          <NavLinks links={ADMIN_LINKS} />
        </ul>
      )}
    </Menu>
  );
}

/** Router links as list items, each with its `nav.*` label. */
function NavLinks({ links }: { links: readonly (readonly [to: string, label: string])[] }) {
  const { t } = useTranslation('common');
  return links.map(([to, label]) => (
    <li key={to}>
      <NavLink to={to}>{t(label)}</NavLink>
    </li>
  ));
}

const ADMIN_LINKS = [
  [WEB_ROUTES.restaurantsSubDomains, 'nav.adminSubdomains'],
  [WEB_ROUTES.adminUsers, 'nav.adminUsers'],
  [WEB_ROUTES.adminCities, 'nav.adminCities'],
] as const;
const MEMBER_LINKS = [
  [WEB_ROUTES.home, 'nav.home'],
  [WEB_ROUTES.profile, 'nav.profile'],
] as const;
const GUEST_LINKS = [
  [WEB_ROUTES.login, 'nav.login'],
  [WEB_ROUTES.signup, 'nav.signup'],
] as const;

function LogoutButton() {
  const { t } = useTranslation('common');
  return (
    <Button $variant="text" onClick={() => void logout()}>
      {t('nav.logout')}
    </Button>
  );
}

const DRAWER_ID = 'app-drawer';

export function AppToolbar({ hideLogo }: { hideLogo: boolean }) {
  const { t } = useTranslation('common');
  const loggedIn = useSession((state) => Boolean(state.token));
  const isAdmin = useSession((state) => state.user?.role === 'admin');
  const { pathname } = useLocation();
  // The drawer belongs to the page and session it was opened on: a link, logout or a session ending elsewhere is done
  // with it (a modal left open sat over the login form).
  const here = `${pathname} ${loggedIn}`;
  const [openOn, setOpenOn] = useState<string | null>(null);
  const drawerOpen = openOn === here;
  const closeDrawer = () => setOpenOn(null);
  return (
    <Bar>
      {!hideLogo && (
        <Brand to={WEB_ROUTES.landing} aria-label={t('nav.start')}>
          {t('appTitle')}
        </Brand>
      )}
      <Wide>
        <Nav aria-label={t('nav.label')}>
          <ul>
            {loggedIn ? (
              <>
                <NavLinks links={MEMBER_LINKS} />
                {isAdmin && (
                  <li>
                    <AdminMenu />
                  </li>
                )}
                <li>
                  <LogoutButton />
                </li>
              </>
            ) : (
              <NavLinks links={GUEST_LINKS} />
            )}
          </ul>
        </Nav>
        <ToolbarSpacer />
        <LanguageSwitcher />
        <ThemeToggle />
      </Wide>
      <Narrow>
        <Button
          $variant="text"
          aria-haspopup="dialog"
          aria-expanded={drawerOpen}
          aria-controls={DRAWER_ID}
          onClick={() => setOpenOn(here)}
        >
          <span aria-hidden="true">☰</span> {t('nav.menu')}
        </Button>
      </Narrow>
      <AppDrawer id={DRAWER_ID} open={drawerOpen} onClose={closeDrawer}>
        {/* A chosen link closes the drawer; the page it opens is what the owner wanted to see. */}
        <DrawerNav
          aria-label={t('nav.label')}
          onClick={(event) => (event.target as Element).closest('a') && closeDrawer()}
        >
          <ul>
            <NavLinks links={loggedIn ? MEMBER_LINKS : GUEST_LINKS} />
          </ul>
          {isAdmin && (
            <>
              <h3>{t('nav.admin')}</h3>
              <ul>
                <NavLinks links={ADMIN_LINKS} />
              </ul>
            </>
          )}
        </DrawerNav>
        <DrawerSection>
          <LanguageSwitcher long />
          <ThemeToggle long />
        </DrawerSection>
        {loggedIn && (
          <DrawerSection>
            <LogoutButton />
          </DrawerSection>
        )}
      </AppDrawer>
    </Bar>
  );
}
