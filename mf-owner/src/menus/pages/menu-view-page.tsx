import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { webPath, type Restaurant } from '@carta/contracts';
import { Button, Card, Form, Heading, Notice, Page, Row, SubHeading } from '@carta/ui';
import { getMenu, createSection, reorderSections } from '../api';
import { BannerImage } from '../components/banner-field';
import { AvailabilityBadge } from '../components/availability-badge';
import { ButtonLink } from '../../common/button-link';
import { RestaurantPending, useRestaurant } from '../../restaurants/use-restaurant';
import { textIn } from '../../common/translated-text';
import { TranslatedFields, useTranslatedText } from '../../common/translated-fields';
import { EDIT_PARAMS, languageAsked } from '../../common/translation-links';
import { sectionNameLabel } from '../components/section-card';
import { ScheduleSummary } from '../components/schedule-summary';
import { SectionCard } from '../components/section-card';
import { SortableList } from '../components/sortable-list';
import { useReorder } from '../use-reorder';
import { MenusPending } from '../components/menus-pending';
import { useMessages, usePageTitle, useServerData } from '@carta/web-core';

const Actions = styled(Row)`
  margin-bottom: ${({ theme }) => theme.space(6)};
`;

const Sections = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(4)};
  margin-bottom: ${({ theme }) => theme.space(6)};
`;

function AddSection({ restaurant, menuId, onAdded }: { restaurant: Restaurant; menuId: string; onAdded: () => void }) {
  const { t } = useTranslation('owner');
  const name = useTranslatedText({}, restaurant.languages);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!name.check()) return;
    try {
      await createSection(restaurant._id, menuId, { name: name.cleaned() });
      useMessages.getState().showSuccess({ key: 'owner:menus.sections.added' });
      name.reset();
      onAdded();
    } catch {
      // shown by the error snackbar
    }
  };

  return (
    <Card aria-labelledby="add-section">
      <SubHeading id="add-section">{t('menus.sections.addTitle')}</SubHeading>
      <Form noValidate onSubmit={submit}>
        <TranslatedFields languages={restaurant.languages} texts={[{ label: sectionNameLabel(t), ...name.fields }]} />
        <Row>
          <Button type="submit">{t('menus.sections.add')}</Button>
        </Row>
      </Form>
    </Card>
  );
}

/** menuView: the menu's sections in order, each with its products and their prices in this menu. */
export function MenuViewPage() {
  const { t } = useTranslation('owner');
  const { restaurantId = '', id = '' } = useParams();
  const [params] = useSearchParams();
  const { restaurant, notFound, failed } = useRestaurant(restaurantId);
  const {
    data: menu,
    error: menuError,
    reload,
    setData: update,
  } = useServerData(`${restaurantId}/${id}`, () => getMenu(restaurantId, id));
  usePageTitle(menu && restaurant ? textIn(menu.name, restaurant) || t('menus.untitled') : undefined, restaurant?.name);
  const move = useReorder(
    async (ids, version) => (await reorderSections(restaurantId, id, { ids, version })).version,
    reload,
  );

  if (!restaurant) return <RestaurantPending notFound={notFound} failed={failed} />;
  if (!menu) return <MenusPending failed={menuError !== undefined} />;

  const moveSection = (from: number, to: number) =>
    move(menu.sections, from, to, menu.version, (sections) => update({ ...menu, sections }));

  return (
    <Page>
      {menu.banner && <BannerImage src={menu.banner} alt="" width={1000} height={250} />}
      <Heading>{textIn(menu.name, restaurant) || t('menus.untitled')}</Heading>
      <Row>
        <AvailabilityBadge availability={menu.availability} timeZone={restaurant.timeZone} />
      </Row>
      <ScheduleSummary menu={menu} currency={restaurant.currency} />
      {menu.fixedPrice && !menu.showItemPrices && <Notice>{t('menus.sections.pricesHidden')}</Notice>}
      <Actions>
        <ButtonLink $variant="secondary" to={webPath('menuEdit', { restaurantId, id })}>
          {t('menus.list.edit')}
        </ButtonLink>
        <ButtonLink $variant="secondary" to={webPath('menuAllergens', { restaurantId, id })}>
          {t('matrix.open')}
        </ButtonLink>
        <ButtonLink $variant="secondary" to={webPath('menusList', { restaurantId })}>
          {t('menus.backToMenus')}
        </ButtonLink>
      </Actions>
      <SubHeading as="h2">{t('menus.sections.title')}</SubHeading>
      {menu.sections.length > 0 && (
        <Sections aria-label={t('menus.sections.title')}>
          <SortableList
            ids={menu.sections.map((section) => section._id)}
            names={menu.sections.map((section) => textIn(section.name, restaurant) || t('menus.untitled'))}
            onMove={moveSection}
          >
            {menu.sections.map((section, index) => (
              <SectionCard
                key={section._id}
                restaurant={restaurant}
                menu={menu}
                section={section}
                index={index}
                onMove={(to) => moveSection(index, to)}
                onItems={(items) =>
                  update({
                    ...menu,
                    sections: menu.sections.map((entry) => (entry._id === section._id ? { ...entry, items } : entry)),
                  })
                }
                reload={reload}
                linkedLanguage={
                  section._id === params.get(EDIT_PARAMS.section)
                    ? (languageAsked(params, restaurant.languages) ?? restaurant.languages[0])
                    : undefined
                }
              />
            ))}
          </SortableList>
        </Sections>
      )}
      <AddSection restaurant={restaurant} menuId={id} onAdded={() => void reload()} />
    </Page>
  );
}
