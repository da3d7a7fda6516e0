import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { formatPriceRange, priceRange, type Product, type Restaurant } from '@carta/contracts';
import { Button, Checkbox, TextField } from '@carta/ui';
import { listProducts } from '../../products/api';
import { textIn } from '../../common/translated-text';
import { regionalLocale } from '../schedule-format';

/** Long enough to let a word be typed, short enough to feel immediate. */
const SEARCH_DELAY_MS = 250;
const RESULTS = 8;

const Results = styled.ul`
  list-style: none;
  margin: 0 0 ${({ theme }) => theme.space(2)};
  padding: 0;
  label {
    overflow-wrap: anywhere;
  }
`;

const Status = styled.p`
  margin: 0 0 ${({ theme }) => theme.space(2)};
  color: ${({ theme }) => theme.colors.textMuted};
  overflow-wrap: anywhere;
`;

/**
 * Search-as-you-type in the restaurant's catalogue: the owner ticks dishes (across several searches) and adds them
 * all at once, in the order ticked.
 */
export function ProductSearch({
  restaurant,
  sectionName,
  exclude,
  onAdd,
}: {
  restaurant: Restaurant;
  sectionName: string;
  exclude: ReadonlySet<string>;
  onAdd: (products: Product[]) => Promise<void>;
}) {
  const { t, i18n } = useTranslation('owner');
  const [query, setQuery] = useState('');
  const [found, setFound] = useState<{ query: string; products: Product[] } | null>(null);
  const [chosen, setChosen] = useState<Product[]>([]);
  const [adding, setAdding] = useState(false);
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
  const waiting = chosen.filter((product) => !exclude.has(product._id));
  const nameOf = (product: Product) => textIn(product.name, restaurant);
  const isChosen = (product: Product) => waiting.some((entry) => entry._id === product._id);
  const choose = (product: Product, checked: boolean) =>
    setChosen(checked ? [...waiting, product] : waiting.filter((entry) => entry._id !== product._id));

  const add = async () => {
    setAdding(true);
    try {
      await onAdd(waiting);
      setChosen([]);
      setQuery('');
    } catch {
      // shown by the error snackbar; the choice stays for another try
    } finally {
      setAdding(false);
    }
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
          <Results aria-label={t('menus.items.results', { section: sectionName })}>
            {products.map((product) => {
              const price = formatPriceRange(priceRange(product), restaurant.currency, regionalLocale(i18n.language));
              return (
                <li key={product._id}>
                  <Checkbox
                    label={`${nameOf(product)} · ${price}${product.enabled ? '' : ` · ${t('menus.items.disabled')}`}`}
                    checked={isChosen(product)}
                    onChange={(checked) => choose(product, checked)}
                  />
                </li>
              );
            })}
          </Results>
        </>
      )}
      {waiting.length > 0 && (
        <>
          <Status>{t('menus.items.chosen', { names: waiting.map(nameOf).join(', ') })}</Status>
          <Button disabled={adding} onClick={() => void add()}>
            {t('menus.items.addChosen', { count: waiting.length })}
          </Button>
        </>
      )}
    </div>
  );
}
