import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import {
  formatPriceRange,
  priceRange,
  webPath,
  type Product,
  type ProductList,
  type Restaurant,
  type RestaurantLanguage,
} from '@carta/contracts';
import {
  Page,
  Button,
  ConfirmDialog,
  DataTable,
  type DataTableColumn,
  Heading,
  Notice,
  Row,
  useListQuery,
} from '@carta/ui';
import { useLocale, useMessages, usePageTitle, useServerData } from '@carta/web-core';
import { deleteProduct, getProduct, listProducts, updateProduct } from '../api';
import { RestaurantPending, useRestaurant } from '../../restaurants/use-restaurant';
import { ProductDialog } from '../components/product-dialog';
import { TransferDialog } from '../components/transfer-dialog';
import { SoldOutSelect } from '../components/sold-out-select';
import { productName } from '../../common/translated-text';
import { EDIT_PARAMS, languageAsked } from '../../common/translation-links';

const THUMB_SIZE = 48;

const Thumb = styled.img`
  display: block;
  width: ${THUMB_SIZE}px;
  height: ${THUMB_SIZE}px;
  object-fit: cover;
  border-radius: ${({ theme }) => theme.radius.small};
`;

const Switch = styled.input`
  width: ${({ theme }) => theme.space(5)};
  height: ${({ theme }) => theme.space(5)};
  margin: ${({ theme }) => theme.space(3)};
  accent-color: ${({ theme }) => theme.colors.accent};
  cursor: pointer;
`;

const Back = styled(Link)`
  display: inline-block;
  margin-bottom: ${({ theme }) => theme.space(3)};
  color: ${({ theme }) => theme.colors.accentText};
`;

const Muted = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** Unconfirmed allergens: something to look at (a stripe), with the words saying what. */
const Unconfirmed = styled.span`
  display: inline-block;
  margin-top: ${({ theme }) => theme.space(1)};
  padding: ${({ theme }) => `0 ${theme.space(2)}`};
  border-left: ${({ theme }) => theme.borderWidth.thick} solid ${({ theme }) => theme.colors.warning};
  background: ${({ theme }) => theme.colors.surfaceMuted};
  font-size: ${({ theme }) => theme.font.size.small};
  font-weight: ${({ theme }) => theme.font.weight.bold};
`;

const Lines = styled.span`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
`;

type Editing = { product: Product | null; language?: RestaurantLanguage } | null;

function ItemsTable({ restaurant }: { restaurant: Restaurant }) {
  const { t } = useTranslation('owner');
  const locale = useLocale((state) => state.locale);
  const [query, setQuery] = useListQuery({ sort: 'name', order: 1, limit: 10 });
  const [onlyUnconfirmed, setOnlyUnconfirmed] = useState(false);
  const key = `products:${restaurant._id}:${JSON.stringify(query)}:${onlyUnconfirmed}`;
  const products = useServerData<ProductList>(key, () =>
    // Search looks in names and descriptions, in every language.
    listProducts(restaurant._id, {
      ...query,
      fields: query.filter ? 'name,description' : undefined,
      allergensConfirmed: onlyUnconfirmed ? false : undefined,
    }),
  );
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<Product | null>(null);
  const [transferring, setTransferring] = useState(false);
  const [params, setParams] = useSearchParams();
  const linked = params.get(EDIT_PARAMS.product);
  const linkedLanguage = languageAsked(params, restaurant.languages);

  // A link to a missing translation (?product=…&language=…) opens that product on that language's tab.
  useEffect(() => {
    if (!linked) return;
    let current = true;
    getProduct(restaurant._id, linked).then(
      (product) => current && setEditing({ product, language: linkedLanguage }),
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [linked, linkedLanguage, restaurant._id]);

  const close = () => {
    setEditing(null);
    if (linked) setParams({}, { replace: true });
  };
  const page = products.data ?? products.latest;
  const name = (product: Product) => productName(product, restaurant);

  const replaceRow = (product: Product) =>
    page && products.setData({ ...page, docs: page.docs.map((row) => (row._id === product._id ? product : row)) });

  // Shown at once, put back if the server refuses.
  const toggle = async (product: Product, enabled: boolean) => {
    replaceRow({ ...product, enabled });
    try {
      replaceRow(await updateProduct(restaurant._id, product._id, { enabled }));
      useMessages.getState().showSuccess({ key: 'owner:item.SAVED' });
    } catch {
      replaceRow(product);
    }
  };

  const remove = async (product: Product) => {
    setDeleting(null);
    await deleteProduct(restaurant._id, product._id);
    useMessages.getState().showSuccess({ key: 'owner:item.DELETED' });
    products.reload();
  };

  const columns: DataTableColumn<Product>[] = [
    { key: 'name', header: t('items.name'), sortable: true, breaksAnywhere: true, render: name },
    {
      key: 'price',
      header: t('items.price'),
      sortable: true,
      render: (product) => formatPriceRange(priceRange(product), restaurant.currency, locale),
    },
    {
      key: 'image',
      header: t('items.image'),
      render: (product) =>
        product.image ? (
          <Thumb src={product.image.thumb} alt={name(product)} width={THUMB_SIZE} height={THUMB_SIZE} loading="lazy" />
        ) : (
          <Muted>{t('items.noImage')}</Muted>
        ),
    },
    {
      key: 'allergens',
      header: t('items.allergens'),
      render: (product) => (
        <Lines>
          {product.allergens.length > 0 && (
            <span>{t('items.contains', { list: product.allergens.map((a) => t(`allergens.${a}`)).join(', ') })}</span>
          )}
          {product.traces.length > 0 && (
            <span>{t('items.traces', { list: product.traces.map((a) => t(`allergens.${a}`)).join(', ') })}</span>
          )}
          {!product.allergens.length && !product.traces.length && <Muted>{t('items.noAllergens')}</Muted>}
          {!product.allergensConfirmed && <Unconfirmed>{t('items.unconfirmed')}</Unconfirmed>}
        </Lines>
      ),
    },
    {
      key: 'soldOut',
      header: t('items.soldOut'),
      render: (product) => (
        <SoldOutSelect restaurantId={restaurant._id} product={product} name={name(product)} onChange={replaceRow} />
      ),
    },
    {
      key: 'enabled',
      header: t('items.enabled'),
      sortable: true,
      render: (product) => (
        <Switch
          type="checkbox"
          role="switch"
          checked={product.enabled}
          aria-checked={product.enabled}
          aria-label={t('items.enabledNamed', { name: name(product) })}
          onChange={(event) => void toggle(product, event.target.checked)}
        />
      ),
    },
  ];

  const unconfirmed = page?.unconfirmedAllergens ?? 0;
  const showUnconfirmed = (only: boolean) => {
    setOnlyUnconfirmed(only);
    setQuery({ ...query, page: 1 });
  };

  return (
    <>
      {(unconfirmed > 0 || onlyUnconfirmed) && (
        <Notice $tone="warning" role="status">
          <Row>
            <span>{t('items.unconfirmedCount', { count: unconfirmed })}</span>
            <Button
              $variant="secondary"
              aria-pressed={onlyUnconfirmed}
              onClick={() => showUnconfirmed(!onlyUnconfirmed)}
            >
              {onlyUnconfirmed ? t('items.showAll') : t('items.showUnconfirmed')}
            </Button>
          </Row>
        </Notice>
      )}
      <DataTable
        columns={columns}
        rows={page?.docs ?? []}
        totalDocs={page?.totalDocs ?? 0}
        query={query}
        onQueryChange={setQuery}
        searchLabel={t('items.search')}
        loading={products.loading}
        emptyText={query.filter ? t('items.noMatch') : t('items.empty')}
        caption={t('items.caption', { restaurant: restaurant.name })}
        toolbar={
          <Row>
            <Button onClick={() => setEditing({ product: null })}>{t('items.add')}</Button>
            <Button $variant="secondary" onClick={() => setTransferring(true)}>
              {t('transfer.open')}
            </Button>
          </Row>
        }
        actions={(product) => (
          <Row $wrap={false}>
            <Button
              $variant="secondary"
              aria-label={t('items.editNamed', { name: name(product) })}
              onClick={() => setEditing({ product })}
            >
              {t('actions.edit')}
            </Button>
            <Button
              $variant="dangerOutline"
              aria-label={t('items.deleteNamed', { name: name(product) })}
              onClick={() => setDeleting(product)}
            >
              {t('actions.delete')}
            </Button>
          </Row>
        )}
      />
      {editing && (
        <ProductDialog
          restaurant={restaurant}
          product={editing.product}
          language={editing.language}
          onClose={close}
          onChanged={products.reload}
        />
      )}
      {transferring && (
        <TransferDialog restaurant={restaurant} onClose={() => setTransferring(false)} onImported={products.reload} />
      )}
      {deleting && (
        <ConfirmDialog
          title={t('item.deleteTitle')}
          text={t('item.deleteText', { name: name(deleting) })}
          confirmLabel={t('actions.delete')}
          onCancel={() => setDeleting(null)}
          onConfirm={() => void remove(deleting).catch(() => undefined)}
        />
      )}
    </>
  );
}

export function ItemsPage() {
  const { t } = useTranslation('owner');
  const { restaurantId = '' } = useParams();
  const { restaurant, notFound, failed } = useRestaurant(restaurantId);
  usePageTitle(t('itemsView.title'), restaurant?.name);
  if (!restaurant) return <RestaurantPending notFound={notFound} failed={failed} />;
  return (
    <Page>
      <Back to={webPath('restaurantView', { id: restaurant._id })}>{t('items.back', { name: restaurant.name })}</Back>
      <Heading>{t('itemsView.title')}</Heading>
      <ItemsTable restaurant={restaurant} />
    </Page>
  );
}
