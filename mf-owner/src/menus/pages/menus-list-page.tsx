import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import styled from 'styled-components';
import { webPath, type Menu } from '@carta/contracts';
import { Button, Card, Checkbox, ConfirmDialog, Heading, Page, Row, Text } from '@carta/ui';
import { useMessages, usePageTitle, useServerData } from '@carta/web-core';
import { deleteMenu, listMenus, reorderMenus, updateMenu } from '../api';
import { CopyMenuDialog } from '../components/copy-menu-dialog';
import { downloadMenuPrint } from '../../placements/api';
import { AvailabilityBadge } from '../components/availability-badge';
import { ButtonLink } from '../../common/button-link';
import { RestaurantPending, useRestaurant } from '../../restaurants/use-restaurant';
import { textIn } from '../../common/translated-text';
import { MoveButtons } from '../components/move-buttons';
import { ScheduleSummary } from '../components/schedule-summary';
import { useReorder } from '../use-reorder';
import { MenusPending } from '../components/menus-pending';

const List = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
`;

const Name = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.h3};
  overflow-wrap: anywhere;
`;

const Entry = styled(Card).attrs({ as: 'li' })`
  padding: ${({ theme }) => theme.space(4)};
  margin-bottom: ${({ theme }) => theme.space(3)};
`;

/** menusList: the restaurant's menus in their order, each with its availability now and its actions. */
export function MenusListPage() {
  const { t } = useTranslation('owner');
  const { restaurantId = '' } = useParams();
  const { restaurant, notFound, failed } = useRestaurant(restaurantId);
  usePageTitle(t('menus.list.label'), restaurant?.name);
  const {
    data: list,
    error: listError,
    reload,
    setData: update,
  } = useServerData(restaurantId, () => listMenus(restaurantId));
  const [deleting, setDeleting] = useState<Menu | null>(null);
  const [copying, setCopying] = useState<Menu | null>(null);
  const reorder = useReorder(
    async (ids, version) => (await reorderMenus(restaurantId, { ids, version })).version,
    reload,
  );

  if (!restaurant) return <RestaurantPending notFound={notFound} failed={failed} />;
  if (!list) return <MenusPending failed={listError !== undefined} />;
  const nameOf = (menu: Menu) => textIn(menu.name, restaurant) || t('menus.untitled');
  const move = (index: number, delta: -1 | 1) =>
    reorder(list.docs, index, index + delta, list.version, (docs) => update({ ...list, docs }));

  const setEnabled = async (menu: Menu, enabled: boolean) => {
    update({ ...list, docs: list.docs.map((entry) => (entry._id === menu._id ? { ...entry, enabled } : entry)) });
    try {
      await updateMenu(restaurantId, menu._id, { enabled });
    } finally {
      // the stored state, also when the error snackbar says why it did not change
      await reload();
    }
  };

  const copied = (copy: Menu) => {
    setCopying(null);
    if (copy.restaurantId === restaurantId) void reload();
  };

  const remove = async (menu: Menu) => {
    setDeleting(null);
    try {
      await deleteMenu(restaurantId, menu._id);
      useMessages.getState().showSuccess({ key: 'common.DELETED_SUCCESSFULLY' });
    } finally {
      await reload();
    }
  };

  return (
    <Page>
      <Heading>{t('menus.list.title', { restaurant: restaurant.name })}</Heading>
      <Row>
        <ButtonLink to={webPath('newMenu', { restaurantId })}>{t('menus.list.add')}</ButtonLink>
        <Link to={webPath('restaurantView', { id: restaurantId })}>{t('menus.backToRestaurant')}</Link>
      </Row>
      {list.docs.length === 0 ? (
        <Text $muted>{t('menus.list.empty')}</Text>
      ) : (
        <List aria-label={t('menus.list.label')}>
          {list.docs.map((menu, index) => {
            const name = nameOf(menu);
            return (
              <Entry key={menu._id} aria-label={name}>
                <Row>
                  <Name>
                    <Link to={webPath('menuView', { restaurantId, id: menu._id })}>{name}</Link>
                  </Name>
                  <AvailabilityBadge availability={menu.availability} timeZone={restaurant.timeZone} />
                </Row>
                <ScheduleSummary menu={menu} currency={restaurant.currency} />
                <Row>
                  <Checkbox
                    label={t('menus.enabled')}
                    checked={menu.enabled}
                    onChange={(enabled) => void setEnabled(menu, enabled).catch(() => undefined)}
                  />
                  <ButtonLink $variant="secondary" to={webPath('menuView', { restaurantId, id: menu._id })}>
                    {t('menus.list.sections')}
                  </ButtonLink>
                  <ButtonLink $variant="secondary" to={webPath('menuEdit', { restaurantId, id: menu._id })}>
                    {t('menus.list.edit')}
                  </ButtonLink>
                  <Button $variant="secondary" onClick={() => setCopying(menu)}>
                    {t('menus.list.copy')}
                  </Button>
                  <Button $variant="dangerOutline" onClick={() => setDeleting(menu)}>
                    {t('menus.list.delete')}
                  </Button>
                  <MoveButtons name={name} index={index} count={list.docs.length} onMove={(d) => move(index, d)} />
                </Row>
                <Row>
                  {restaurant.languages.map((language) => (
                    <Button
                      key={language}
                      $variant="text"
                      onClick={() => void downloadMenuPrint(restaurantId, menu._id, language).catch(() => undefined)}
                    >
                      {t('menus.list.print', { language: t(`languages.${language}`) })}
                    </Button>
                  ))}
                </Row>
              </Entry>
            );
          })}
        </List>
      )}
      {copying && (
        <CopyMenuDialog
          restaurant={restaurant}
          menu={copying}
          name={nameOf(copying)}
          onClose={() => setCopying(null)}
          onCopied={copied}
        />
      )}
      {deleting && (
        <ConfirmDialog
          title={t('menus.list.deleteTitle')}
          text={t('menus.list.deleteText', { name: nameOf(deleting) })}
          confirmLabel={t('menus.list.delete')}
          onConfirm={() => void remove(deleting).catch(() => undefined)}
          onCancel={() => setDeleting(null)}
        />
      )}
    </Page>
  );
}
