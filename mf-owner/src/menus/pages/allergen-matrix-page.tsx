import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import styled, { createGlobalStyle } from 'styled-components';
import {
  ALLERGEN_WORDING,
  ALLERGENS,
  languageTag,
  webPath,
  type Allergen,
  type MenuDetail,
  type Product,
  type Restaurant,
  type RestaurantLanguage,
} from '@carta/contracts';
import { Button, Heading, Page, Row, Text } from '@carta/ui';
import { usePageTitle, useServerData } from '@carta/web-core';
import { ButtonLink } from '../../common/button-link';
import { getMenu } from '../api';
import { MenusPending } from '../components/menus-pending';
import { RestaurantPending, useRestaurant } from '../../restaurants/use-restaurant';
import { textIn } from '../../common/translated-text';

const SHEET_ID = 'allergen-matrix';

/** On paper only the sheet: the shell's toolbar, footer and this screen's buttons stay on screen. */
const PrintOnlyTheSheet = createGlobalStyle`
  @media print {
    @page {
      size: landscape;
    }
    body * {
      visibility: hidden;
    }
    #${SHEET_ID}, #${SHEET_ID} * {
      visibility: visible;
    }
    #${SHEET_ID} {
      position: absolute;
      inset: 0 auto auto 0;
      width: 100%;
    }
  }
`;

/** A phone scrolls the table sideways: 14 columns never fit its width. */
const Scroll = styled.div`
  overflow-x: auto;
  @media print {
    overflow: visible;
  }
`;

const Table = styled.table`
  border-collapse: collapse;
  width: 100%;
  font-size: ${({ theme }) => theme.font.size.small};
  th,
  td {
    border: ${({ theme }) => theme.borderWidth.thin} solid ${({ theme }) => theme.colors.borderStrong};
    padding: ${({ theme }) => theme.space(1)};
  }
  thead th {
    vertical-align: bottom;
  }
  /* The dish stays in sight while a phone scrolls the allergens sideways. */
  tbody th[scope='row'] {
    position: sticky;
    inset-inline-start: 0;
    background: ${({ theme }) => theme.colors.surface};
    text-align: start;
    font-weight: ${({ theme }) => theme.font.weight.regular};
  }
  td {
    text-align: center;
    font-size: ${({ theme }) => theme.font.size.large};
  }
  tr {
    break-inside: avoid;
  }
`;

/** Allergen names run upwards, so 14 columns fit a landscape page. */
const AllergenHead = styled.th`
  writing-mode: vertical-rl;
  transform: rotate(180deg);
  white-space: nowrap;
  font-weight: ${({ theme }) => theme.font.weight.bold};
`;

const SectionHead = styled.th`
  background: ${({ theme }) => theme.colors.surfaceMuted};
  text-align: start;
`;

const Actions = styled(Row)`
  margin-bottom: ${({ theme }) => theme.space(4)};
`;

const Legend = styled.p`
  margin: ${({ theme }) => `${theme.space(2)} 0`};
`;

const Sheet = styled.section`
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  padding: ${({ theme }) => theme.space(2)};
  h2 {
    margin: 0 0 ${({ theme }) => theme.space(2)};
    font-size: ${({ theme }) => theme.font.size.h3};
  }
`;

const CONTAINS_MARK = '●';
const TRACES_MARK = '○';

/** The owner's texts exist in Spanish and English: the sheet uses the restaurant's one when it is either. */
const OWNER_LOCALES: Partial<Record<RestaurantLanguage, string>> = { es: 'es', gb: 'en' };

function markOf(product: Product, allergen: Allergen): string {
  if (product.allergens.includes(allergen)) return CONTAINS_MARK;
  return product.traces.includes(allergen) ? TRACES_MARK : '';
}

/** The kitchen's sheet: dishes × the 14 allergens, in the restaurant's first language and the regulation's words. */
function AllergenSheet({ restaurant, menu }: { restaurant: Restaurant; menu: MenuDetail }) {
  const { t } = useTranslation('owner');
  const language = restaurant.languages[0];
  const wording = ALLERGEN_WORDING[language];
  const unconfirmed = menu.sections.some((section) => section.items.some((item) => !item.product.allergensConfirmed));
  return (
    <Sheet id={SHEET_ID} lang={languageTag(language)} aria-labelledby="allergen-sheet-title">
      <h2 id="allergen-sheet-title">
        {restaurant.name} · {textIn(menu.name, restaurant)}
      </h2>
      <Legend>
        {CONTAINS_MARK} {wording.contains} · {TRACES_MARK} {wording.traces}
      </Legend>
      {/* Focusable, so a keyboard scrolls it too. */}
      <Scroll role="region" aria-label={t('matrix.title')} tabIndex={0}>
        <Table>
          <thead>
            <tr>
              <td />
              {ALLERGENS.map((allergen) => (
                <AllergenHead key={allergen} scope="col">
                  {wording.names[allergen]}
                </AllergenHead>
              ))}
            </tr>
          </thead>
          <tbody>
            {menu.sections.flatMap((section) => [
              <tr key={section._id}>
                <SectionHead scope="colgroup" colSpan={ALLERGENS.length + 1}>
                  {textIn(section.name, restaurant)}
                </SectionHead>
              </tr>,
              ...section.items.map((item) => (
                <tr key={item._id}>
                  <th scope="row">
                    {textIn(item.product.name, restaurant)}
                    {!item.product.allergensConfirmed && ' *'}
                  </th>
                  {ALLERGENS.map((allergen) => (
                    <td key={allergen}>{markOf(item.product, allergen)}</td>
                  ))}
                </tr>
              )),
            ])}
          </tbody>
        </Table>
      </Scroll>
      {unconfirmed && <Legend>* {t('matrix.unconfirmed', { lng: OWNER_LOCALES[language] })}</Legend>}
    </Sheet>
  );
}

/** menuAllergens: the menu's allergen matrix, to print for the kitchen. */
export function AllergenMatrixPage() {
  const { t } = useTranslation('owner');
  const { restaurantId = '', id = '' } = useParams();
  const { restaurant, notFound, failed } = useRestaurant(restaurantId);
  const { data: menu, error } = useServerData(`${restaurantId}/${id}`, () => getMenu(restaurantId, id));
  usePageTitle(t('matrix.title'), restaurant?.name);

  if (!restaurant) return <RestaurantPending notFound={notFound} failed={failed} />;
  if (!menu) return <MenusPending failed={error !== undefined} />;
  return (
    <Page>
      <PrintOnlyTheSheet />
      <Heading>{t('matrix.title')}</Heading>
      <Text $muted>{t('matrix.intro')}</Text>
      <Actions>
        <Button onClick={() => window.print()}>{t('matrix.print')}</Button>
        <ButtonLink $variant="secondary" to={webPath('menuView', { restaurantId, id })}>
          {t('matrix.back')}
        </ButtonLink>
      </Actions>
      <AllergenSheet restaurant={restaurant} menu={menu} />
    </Page>
  );
}
