import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { formatPrice, type Product, type Restaurant } from '@carta/contracts';
import { Button, TextField } from '@carta/ui';
import { listProducts } from '../../products/api';
import { textIn } from '../../common/translated-text';
import { regionalLocale } from '../schedule-format';

/** Long enough to let a word be typed, short enough to feel immediate. */
const SEARCH_DELAY_MS = 250;
const RESULTS = 8;

const Results = styled.ul`
  list-style: none;
  margin: 0 0 ${({ theme }) => theme.space(3)};
  padding: 0;
  li {
    margin-bottom: ${({ theme }) => theme.space(1)};
  }
  button {
    width: 100%;
    justify-content: flex-start;
    text-align: left;
  }
`;

const Status = styled.p`
  margin: 0 0 ${({ theme }) => theme.space(3)};
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** Search-as-you-type in the restaurant's catalogue; each result is a button that adds it to the section. */
export function ProductSearch({
  restaurant,
  sectionName,
  exclude,
  onAdd,
}: {
  restaurant: Restaurant;
  sectionName: string;
  exclude: ReadonlySet<string>;
  onAdd: (product: Product) => Promise<void>;
}) {
  const { t, i18n } = useTranslation('owner');
  const [query, setQuery] = useState('');
  const [found, setFound] = useState<{ query: string; products: Product[] } | null>(null);
  const latest = useRef(0);
  const statusId = useId();

  useEffect(() => {
    const filter = query.trim();
    const request = ++latest.current;
    if (!filter) return;
    const timer = setTimeout(() => {
      listProducts(restaurant._id, { filter, limit: RESULTS, sort: 'name', order: 1 }).then(
        // An answer to an older query never replaces a newer one.
        (page) => request === latest.current && setFound({ query: filter, products: page.docs }),
        () => undefined,
      );
    }, SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [query, restaurant._id]);

  // Results of an older query (or of an emptied box) are not shown.
  const shown = found?.query === query.trim() ? found : null;
  const products = shown?.products.filter((product) => !exclude.has(product._id)) ?? [];
  const add = async (product: Product) => {
    await onAdd(product);
    setQuery('');
  };

  return (
    <div>
      <TextField
        type="search"
        label={t('menus.items.search', { section: sectionName })}
        value={query}
        onChange={setQuery}
        autoComplete="off"
        aria-describedby={shown ? statusId : undefined}
      />
      {shown && (
        <>
          <Status id={statusId} role="status">
            {products.length
              ? t('menus.items.found', { count: products.length })
              : t(shown.products.length ? 'menus.items.allAdded' : 'menus.items.noneFound')}
          </Status>
          <Results>
            {products.map((product) => {
              const name = textIn(product.name, restaurant);
              const price = formatPrice(product.price, restaurant.currency, regionalLocale(i18n.language));
              return (
                <li key={product._id}>
                  <Button
                    $variant="secondary"
                    aria-label={t('menus.items.add', { name })}
                    onClick={() => void add(product).catch(() => undefined)}
                  >
                    + {name} · {price}
                    {!product.enabled && ` · ${t('menus.items.disabled')}`}
                  </Button>
                </li>
              );
            })}
          </Results>
        </>
      )}
    </div>
  );
}
