import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router-dom';
import styled from 'styled-components';
import { guestMapPoint, SOCIAL_NETWORKS, WEB_ROUTES, webPath, type Restaurant } from '@carta/contracts';
import { Page, Button, Card, ConfirmDialog, Heading, Row, SubHeading, Text } from '@carta/ui';
import { getWebConfig, useMessages, usePageTitle, useServerData } from '@carta/web-core';
import { InsightsCard } from '../../insights/components/insights-card';
import { listProducts } from '../../products/api';
import { deleteRestaurant } from '../api';
import { ButtonLink } from '../../common/button-link';
import { RestaurantPending, useRestaurant } from '../use-restaurant';
import { ClosedDaysCard } from '../components/closed-days-card';
import { ContactCard } from '../components/contact-card';
import { PreviewCard } from '../components/preview-card';
import { MapDialog } from '../components/map-dialog';
import { QrCodeCard } from '../components/qr-code-card';
import { SocialLinksDialog } from '../components/social-links-dialog';
import { SubdomainCard } from '../components/subdomain-card';
import { TranslationsCard } from '../components/translations-card';

type OpenDialog = 'social' | 'map' | 'delete' | null;

const Title = styled(Heading)<{ $color: string }>`
  border-left: ${({ theme, $color }) => `${theme.borderWidth.heavy} solid ${$color}`};
  padding-left: ${({ theme }) => theme.space(3)};
  overflow-wrap: anywhere;
`;

const Actions = styled(Row)`
  margin-bottom: ${({ theme }) => theme.space(6)};
`;

const Columns = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, ${({ theme }) => theme.size.column.wide}), 1fr));
  gap: 0 ${({ theme }) => theme.space(6)};
  align-items: start;
`;

/** Each fact's name above its value on a phone (side by side, a value had a third of the width: "Europe/Madri d"). */
const Facts = styled.dl`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space(1)};
  margin: 0;
  dt {
    font-weight: ${({ theme }) => theme.font.weight.bold};
    font-size: ${({ theme }) => theme.font.size.small};
  }
  dd {
    margin: 0 0 ${({ theme }) => theme.space(2)};
    overflow-wrap: anywhere;
  }
  div {
    display: contents;
  }
  @media (width >= ${({ theme }) => theme.breakpoint.small}) {
    grid-template-columns: minmax(0, max-content) minmax(0, 1fr);
    gap: ${({ theme }) => `${theme.space(2)} ${theme.space(4)}`};
    dd {
      margin: 0;
    }
  }
`;

const Soon = styled.ul`
  margin: 0;
  padding-left: ${({ theme }) => theme.space(5)};
  li {
    margin-bottom: ${({ theme }) => theme.space(2)};
  }
`;

function BasicInfo({ restaurant }: { restaurant: Restaurant }) {
  const { t } = useTranslation('owner');
  const links = SOCIAL_NETWORKS.filter((network) => restaurant.socialLinks[network]);
  const facts: [string, string][] = [
    [t('restaurant.address'), [restaurant.address, restaurant.postalCode, restaurant.city].filter(Boolean).join(', ')],
    [t('restaurant.uuid'), restaurant.uuid],
    [t('restaurant.phone'), restaurant.phone],
    [t('restaurant.web'), restaurant.web],
    [t('restaurant.email'), restaurant.email],
    [t('restaurant.languages'), restaurant.languages.map((code) => t(`languages.${code}`)).join(', ')],
    [t('restaurant.currency'), t(`currencies.${restaurant.currency}`)],
    [t('restaurant.timeZone'), restaurant.timeZone],
    [t('socialLinks.title'), links.map((network) => t(`socialLinks.networks.${network}`)).join(', ')],
    [t('map.title'), guestMapPoint(restaurant.mapInfo) ? t('map.shown') : t('map.hidden')],
  ];
  return (
    <Card aria-labelledby="info-title">
      <SubHeading id="info-title">{t('restaurantView.info')}</SubHeading>
      <Facts>
        {facts.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value || t('restaurantView.none')}</dd>
          </div>
        ))}
      </Facts>
    </Card>
  );
}

function ProductsCard({ restaurantId }: { restaurantId: string }) {
  const { t } = useTranslation('owner');
  const total = useServerData(`products-count:${restaurantId}`, () => listProducts(restaurantId, { limit: 1 })).data
    ?.totalDocs;
  return (
    <Card aria-labelledby="products-title">
      <SubHeading id="products-title">{t('restaurantView.products')}</SubHeading>
      <Text $muted>{total === undefined ? t('loading') : t('restaurantView.productCount', { count: total })}</Text>
      <ButtonLink to={webPath('itemsView', { restaurantId })}>{t('restaurantView.manageProducts')}</ButtonLink>
    </Card>
  );
}

function MenusCard({ restaurantId }: { restaurantId: string }) {
  const { t } = useTranslation('owner');
  return (
    <Card aria-labelledby="menus-title">
      <SubHeading id="menus-title">{t('restaurantView.menus')}</SubHeading>
      <Text $muted>{t('restaurantView.menusText')}</Text>
      <Row>
        <ButtonLink to={webPath('menusList', { restaurantId })}>{t('restaurantView.manageMenus')}</ButtonLink>
        <ButtonLink $variant="secondary" to={webPath('newMenu', { restaurantId })}>
          {t('restaurantView.addMenu')}
        </ButtonLink>
      </Row>
    </Card>
  );
}

function PlacementsCard({ restaurantId }: { restaurantId: string }) {
  const { t } = useTranslation('owner');
  return (
    <Card aria-labelledby="placements-title">
      <SubHeading id="placements-title">{t('restaurantView.placements')}</SubHeading>
      <Text $muted>{t('restaurantView.placementsText')}</Text>
      <ButtonLink to={webPath('placements', { restaurantId })}>{t('restaurantView.managePlacements')}</ButtonLink>
    </Card>
  );
}

export function RestaurantPage() {
  const { t } = useTranslation('owner');
  const navigate = useNavigate();
  const { id = '' } = useParams();
  const { restaurant, notFound, failed, setRestaurant } = useRestaurant(id);
  usePageTitle(restaurant?.name ?? t('restaurantView.title'));
  const [open, setOpen] = useState<OpenDialog>(null);
  const mainHost = useServerData('web-config', getWebConfig).data?.mainHost;
  if (!restaurant || mainHost === undefined) return <RestaurantPending notFound={notFound} failed={failed} />;

  const saved = (next: Restaurant) => {
    setRestaurant(next);
    setOpen(null);
  };

  const remove = async () => {
    setOpen(null);
    try {
      await deleteRestaurant(restaurant._id);
    } catch {
      return; // the error snackbar says why
    }
    useMessages.getState().showSuccessOnNextPage({ key: 'owner:restaurant.DELETED' });
    navigate(WEB_ROUTES.home, { replace: true });
  };

  return (
    <Page>
      <Title $color={restaurant.brandColor}>{restaurant.name}</Title>
      <Actions>
        <ButtonLink to={webPath('restaurantEdit', { id: restaurant._id })}>{t('restaurantView.edit')}</ButtonLink>
        <Button $variant="secondary" onClick={() => setOpen('social')}>
          {t('socialLinks.open')}
        </Button>
        <Button $variant="secondary" onClick={() => setOpen('map')}>
          {t('map.open')}
        </Button>
        <Button $variant="dangerOutline" onClick={() => setOpen('delete')}>
          {t('restaurantView.delete')}
        </Button>
      </Actions>
      <Columns>
        <div>
          <BasicInfo restaurant={restaurant} />
          <ProductsCard restaurantId={restaurant._id} />
          <MenusCard restaurantId={restaurant._id} />
          <InsightsCard restaurantId={restaurant._id} />
          <PlacementsCard restaurantId={restaurant._id} />
          <ClosedDaysCard restaurant={restaurant} onSaved={setRestaurant} />
          {restaurant.languages.length > 1 && <TranslationsCard restaurant={restaurant} />}
          <Card aria-labelledby="soon-title">
            <SubHeading id="soon-title">{t('restaurantView.soon')}</SubHeading>
            <Soon>
              <li>{t('restaurantView.events')}</li>
              <li>{t('restaurantView.coupons')}</li>
              <li>{t('restaurantView.orders')}</li>
            </Soon>
          </Card>
        </div>
        <div>
          <QrCodeCard restaurant={restaurant} mainHost={mainHost} />
          <SubdomainCard restaurant={restaurant} mainHost={mainHost} onChange={setRestaurant} />
          <PreviewCard restaurant={restaurant} />
          <ContactCard restaurantId={restaurant._id} />
        </div>
      </Columns>
      {open === 'social' && <SocialLinksDialog restaurant={restaurant} onClose={() => setOpen(null)} onSaved={saved} />}
      {open === 'map' && <MapDialog restaurant={restaurant} onClose={() => setOpen(null)} onSaved={saved} />}
      {open === 'delete' && (
        <ConfirmDialog
          title={t('restaurantView.deleteTitle')}
          text={t('restaurantView.deleteText', { name: restaurant.name })}
          confirmLabel={t('restaurantView.deleteConfirm')}
          onCancel={() => setOpen(null)}
          onConfirm={() => void remove()}
        />
      )}
    </Page>
  );
}
